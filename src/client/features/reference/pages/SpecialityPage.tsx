import { defineMessages, useIntl } from 'react-intl';
import { specialitiesAdapter, useCreateSpecialityMutation, useGetSpecialitiesQuery } from '../referenceApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

/** The server's schema; it comes with zod on the first validation, not with the page. */
const specialityInputSchema = async () =>
  (await import('../../../../shared/schemas/reference')).specialityInputSchema;

const specialityText = (entry: { speciality: string }) => entry.speciality;

const messages = defineMessages({
  title: { id: 'reference.specialityPage.title', defaultMessage: 'Add Specialization Details' },
  label: { id: 'reference.specialityPage.label', defaultMessage: 'Specialization' },
  listTitle: { id: 'reference.specialityPage.listTitle', defaultMessage: 'Existing specializations' },
  added: { id: 'reference.specialityPage.added', defaultMessage: 'Specialization added successfully' },
  loadError: {
    id: 'reference.specialityPage.loadError',
    defaultMessage: 'Could not load the existing specializations',
  },
  empty: { id: 'reference.specialityPage.empty', defaultMessage: 'No specializations yet' },
});

/** /admin/speciality: 'Add Specialization Details' (the payload field is speciality). */
export default function SpecialityPage() {
  const intl = useIntl();
  return (
    <ReferenceEntryPage
      title={intl.formatMessage(messages.title)}
      label={intl.formatMessage(messages.label)}
      schema={specialityInputSchema}
      field="speciality"
      list={useGetSpecialitiesQuery()}
      create={useCreateSpecialityMutation()}
      adapter={specialitiesAdapter}
      entryText={specialityText}
      listTitle={intl.formatMessage(messages.listTitle)}
      addedText={intl.formatMessage(messages.added)}
      loadErrorText={intl.formatMessage(messages.loadError)}
      emptyText={intl.formatMessage(messages.empty)}
    />
  );
}

import { defineMessages, useIntl } from 'react-intl';
import { locationsAdapter, useCreateLocationMutation, useGetLocationsQuery } from '../referenceApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

/** The server's schema; it comes with zod on the first validation, not with the page. */
const locationInputSchema = async () =>
  (await import('../../../../shared/schemas/reference')).locationInputSchema;

const locationText = (entry: { location: string }) => entry.location;

const messages = defineMessages({
  title: { id: 'reference.locationPage.title', defaultMessage: 'Add Location Details' },
  label: { id: 'reference.locationPage.label', defaultMessage: 'Location' },
  listTitle: { id: 'reference.locationPage.listTitle', defaultMessage: 'Existing locations' },
  added: { id: 'reference.locationPage.added', defaultMessage: 'Location added successfully' },
  loadError: {
    id: 'reference.locationPage.loadError',
    defaultMessage: 'Could not load the existing locations',
  },
  empty: { id: 'reference.locationPage.empty', defaultMessage: 'No locations yet' },
});

/** /admin/location: 'Add Location Details'. */
export default function LocationPage() {
  const intl = useIntl();
  return (
    <ReferenceEntryPage
      title={intl.formatMessage(messages.title)}
      label={intl.formatMessage(messages.label)}
      schema={locationInputSchema}
      field="location"
      list={useGetLocationsQuery()}
      create={useCreateLocationMutation()}
      adapter={locationsAdapter}
      entryText={locationText}
      listTitle={intl.formatMessage(messages.listTitle)}
      addedText={intl.formatMessage(messages.added)}
      loadErrorText={intl.formatMessage(messages.loadError)}
      emptyText={intl.formatMessage(messages.empty)}
    />
  );
}

import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { slotOptionsAdapter, useCreateSlotOptionMutation, useGetSlotOptionsQuery } from '../referenceApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

/** The server's schema; it comes with zod on the first validation, not with the page. */
const slotInputSchema = async () => (await import('../../../../shared/schemas/reference')).slotInputSchema;

const messages = defineMessages({
  title: { id: 'reference.slotPage.title', defaultMessage: 'Create Appointment Slot for Doctor' },
  label: { id: 'reference.slotPage.label', defaultMessage: 'Doctors Slots' },
  listTitle: { id: 'reference.slotPage.listTitle', defaultMessage: 'Existing slot options' },
  added: { id: 'reference.slotPage.added', defaultMessage: 'Doctors Slots added successfully' },
  loadError: {
    id: 'reference.slotPage.loadError',
    defaultMessage: 'Could not load the existing slot options',
  },
  empty: { id: 'reference.slotPage.empty', defaultMessage: 'No slot options yet' },
  create: { id: 'reference.slotPage.create', defaultMessage: 'CREATE' },
});

/** /admin/slots: 'Create Appointment Slot for Doctor', the slot counts doctors can be given. */
export default function SlotPage() {
  const intl = useIntl();
  const slotText = useCallback(
    (entry: { totalSlots: number }) =>
      intl.formatMessage(
        { id: 'reference.slotPage.entry', defaultMessage: '{count, plural, one {# slot} other {# slots}}' },
        { count: entry.totalSlots },
      ),
    [intl],
  );
  return (
    <ReferenceEntryPage
      title={intl.formatMessage(messages.title)}
      label={intl.formatMessage(messages.label)}
      schema={slotInputSchema}
      field="totalSlots"
      list={useGetSlotOptionsQuery()}
      create={useCreateSlotOptionMutation()}
      adapter={slotOptionsAdapter}
      entryText={slotText}
      listTitle={intl.formatMessage(messages.listTitle)}
      addedText={intl.formatMessage(messages.added)}
      loadErrorText={intl.formatMessage(messages.loadError)}
      emptyText={intl.formatMessage(messages.empty)}
      submitText={intl.formatMessage(messages.create)}
      numeric
    />
  );
}

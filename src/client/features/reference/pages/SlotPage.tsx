import { slotOptionsAdapter, useCreateSlotOptionMutation, useGetSlotOptionsQuery } from '../referenceApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

/** The server's schema; it comes with zod on the first validation, not with the page. */
const slotInputSchema = async () => (await import('../../../../shared/schemas/reference')).slotInputSchema;

const slotText = (entry: { totalSlots: number }) => `${entry.totalSlots} slots`;

/** /admin/slots: 'Create Appointment Slot for Doctor', the slot counts doctors can be given. */
export default function SlotPage() {
  return (
    <ReferenceEntryPage
      title="Create Appointment Slot for Doctor"
      label="Doctors Slots"
      schema={slotInputSchema}
      field="totalSlots"
      list={useGetSlotOptionsQuery()}
      create={useCreateSlotOptionMutation()}
      adapter={slotOptionsAdapter}
      entryText={slotText}
      listTitle="Existing slot options"
      submitText="CREATE"
      numeric
    />
  );
}

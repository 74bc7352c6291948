import { specialitiesAdapter, useCreateSpecialityMutation, useGetSpecialitiesQuery } from '../referenceApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

/** The server's schema; it comes with zod on the first validation, not with the page. */
const specialityInputSchema = async () =>
  (await import('../../../../shared/schemas/reference')).specialityInputSchema;

const specialityText = (entry: { speciality: string }) => entry.speciality;

/** /admin/speciality: 'Add Specialization Details' (the payload field is speciality). */
export default function SpecialityPage() {
  return (
    <ReferenceEntryPage
      title="Add Specialization Details"
      label="Specialization"
      schema={specialityInputSchema}
      field="speciality"
      list={useGetSpecialitiesQuery()}
      create={useCreateSpecialityMutation()}
      adapter={specialitiesAdapter}
      entryText={specialityText}
      listTitle="Existing specializations"
    />
  );
}

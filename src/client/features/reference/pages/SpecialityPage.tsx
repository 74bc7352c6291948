import { specialityInputSchema } from '../../../../shared/schemas/reference';
import { specialitiesAdapter, useCreateSpecialityMutation, useGetSpecialitiesQuery } from '../referenceApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

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

import { locationInputSchema } from '../../../../shared/schemas/reference';
import { locationsAdapter, useCreateLocationMutation, useGetLocationsQuery } from '../referenceApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

const locationText = (entry: { location: string }) => entry.location;

/** /admin/location: 'Add Location Details'. */
export default function LocationPage() {
  return (
    <ReferenceEntryPage
      title="Add Location Details"
      label="Location"
      schema={locationInputSchema}
      field="location"
      list={useGetLocationsQuery()}
      create={useCreateLocationMutation()}
      adapter={locationsAdapter}
      entryText={locationText}
      listTitle="Existing locations"
    />
  );
}

import { locationsAdapter, useCreateLocationMutation, useGetLocationsQuery } from '../referenceApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

/** The server's schema; it comes with zod on the first validation, not with the page. */
const locationInputSchema = async () =>
  (await import('../../../../shared/schemas/reference')).locationInputSchema;

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

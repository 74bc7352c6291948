import { servicesAdapter, useCreateServiceMutation, useGetServicesQuery } from '../servicesApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

/** The server's schema; it comes with zod on the first validation, not with the page. */
const serviceInputSchema = async () =>
  (await import('../../../../shared/schemas/reference')).serviceInputSchema;

const serviceText = (entry: { service: string }) => entry.service;

/** /admin/service: 'Add Service Details'. */
export default function ServicePage() {
  return (
    <ReferenceEntryPage
      title="Add Service Details"
      label="Service"
      schema={serviceInputSchema}
      field="service"
      list={useGetServicesQuery()}
      create={useCreateServiceMutation()}
      adapter={servicesAdapter}
      entryText={serviceText}
      listTitle="Existing services"
    />
  );
}

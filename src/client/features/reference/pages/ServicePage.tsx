import { serviceInputSchema } from '../../../../shared/schemas/reference';
import { servicesAdapter, useCreateServiceMutation, useGetServicesQuery } from '../referenceApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

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

import { defineMessages, useIntl } from 'react-intl';
import { servicesAdapter, useCreateServiceMutation, useGetServicesQuery } from '../servicesApi';
import ReferenceEntryPage from '../components/ReferenceEntryPage';

/** The server's schema; it comes with zod on the first validation, not with the page. */
const serviceInputSchema = async () =>
  (await import('../../../../shared/schemas/reference')).serviceInputSchema;

const serviceText = (entry: { service: string }) => entry.service;

const messages = defineMessages({
  title: { id: 'reference.servicePage.title', defaultMessage: 'Add Service Details' },
  label: { id: 'reference.servicePage.label', defaultMessage: 'Service' },
  listTitle: { id: 'reference.servicePage.listTitle', defaultMessage: 'Existing services' },
  added: { id: 'reference.servicePage.added', defaultMessage: 'Service added successfully' },
  loadError: {
    id: 'reference.servicePage.loadError',
    defaultMessage: 'Could not load the existing services',
  },
  empty: { id: 'reference.servicePage.empty', defaultMessage: 'No services yet' },
});

/** /admin/service: 'Add Service Details'. */
export default function ServicePage() {
  const intl = useIntl();
  return (
    <ReferenceEntryPage
      title={intl.formatMessage(messages.title)}
      label={intl.formatMessage(messages.label)}
      schema={serviceInputSchema}
      field="service"
      list={useGetServicesQuery()}
      create={useCreateServiceMutation()}
      adapter={servicesAdapter}
      entryText={serviceText}
      listTitle={intl.formatMessage(messages.listTitle)}
      addedText={intl.formatMessage(messages.added)}
      loadErrorText={intl.formatMessage(messages.loadError)}
      emptyText={intl.formatMessage(messages.empty)}
    />
  );
}

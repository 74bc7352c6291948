import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import type { Envelope } from '../../../shared/types';
import type { AuditFilters } from '../../../shared/schemas/audit';
import type { AuditPage } from '../../../shared/answers/audit';

/** The filters as query-string pairs; blank ones are left out. */
function auditSearchParams(filters: AuditFilters): Record<string, string> {
  const pairs = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(pairs.map(([key, value]) => [key, String(value)]));
}

/** The audit log: read-only, one page at a time; never cached across visits. */
const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditPage, AuditFilters>({
      query: (filters) => ({ url: '/admin/audit-log', params: auditSearchParams(filters) }),
      transformResponse: (r: Envelope<AuditPage>) => r.data ?? { rows: [], total: 0 },
      keepUnusedDataFor: 0,
    }),
  }),
});

const messages = defineMessages({
  fetchFailed: { id: 'audit.api.fetchFailed', defaultMessage: 'Failed to fetch the audit log' },
});

registerQueryErrorTexts({ getAuditLog: messages.fetchFailed });

export const { useGetAuditLogQuery } = auditApi;

import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ROLE_TEXT, type Role } from '../../../../shared/roles';
import type { RecordAccessKind } from '../../../../shared/schemas/record-access';

/** What a read showed: the same words for the patient and for administrators. */
const KINDS: Record<RecordAccessKind, MessageDescriptor> = defineMessages({
  profile: { id: 'recordAccess.what.profile', defaultMessage: 'Patient record' },
  deskSearch: { id: 'recordAccess.what.deskSearch', defaultMessage: 'Details in a front-desk search' },
  people: { id: 'recordAccess.what.people', defaultMessage: 'Details in a list of patients' },
  visits: { id: 'recordAccess.what.visits', defaultMessage: 'Visits' },
  daySheet: { id: 'recordAccess.what.daySheet', defaultMessage: 'Visit on the day sheet' },
  dataCopy: { id: 'recordAccess.what.dataCopy', defaultMessage: 'A copy of the data' },
  export: { id: 'recordAccess.what.export', defaultMessage: 'Visits in an export' },
  fhirPatient: { id: 'recordAccess.what.fhirPatient', defaultMessage: 'Details, by a connected system' },
  fhirAppointment: {
    id: 'recordAccess.what.fhirAppointment',
    defaultMessage: 'Visits, by a connected system',
  },
});

const messages = defineMessages({
  apiClient: { id: 'recordAccess.role.apiClient', defaultMessage: 'Connected system' },
});

const isRole = (role: string): role is Role => role in ROLE_TEXT;

export const whatText = (intl: IntlShape, kind: RecordAccessKind) => intl.formatMessage(KINDS[kind]);

/** A reader's role in words: a person's role, or a system on the FHIR API. */
export function roleText(intl: IntlShape, role: string): string {
  if (isRole(role)) return intl.formatMessage(ROLE_TEXT[role]);
  return role === 'apiClient' ? intl.formatMessage(messages.apiClient) : role;
}

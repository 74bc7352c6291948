import { defineMessages } from '@formatjs/intl';

/** What the FHIR API says to a system's people, in the caller's Accept-Language. */
export const FHIR_TEXT = defineMessages({
  unknownParameter: {
    id: 'fhir.search.unknownParameter',
    defaultMessage: 'Unknown search parameter {name} for {resource}',
  },
  badValue: { id: 'fhir.search.badValue', defaultMessage: 'Invalid value for {name}: {value}' },
  repeated: { id: 'fhir.search.repeated', defaultMessage: 'The parameter {name} may be given only once' },
  countTooHigh: { id: 'fhir.search.countTooHigh', defaultMessage: '_count must be between 1 and {max}' },
  rangeTooLong: {
    id: 'fhir.search.rangeTooLong',
    defaultMessage: 'Ask for slots over at most {days} days at a time',
  },
  notFound: { id: 'fhir.read.notFound', defaultMessage: '{resource}/{id} is not known' },
  unknownResource: { id: 'fhir.read.unknownResource', defaultMessage: 'This server does not serve {path}' },
  slotRequired: {
    id: 'fhir.book.slotRequired',
    defaultMessage: 'An Appointment to book needs one slot reference (Slot/doctorId.YYYY-MM-DD)',
  },
  patientRequired: {
    id: 'fhir.book.patientRequired',
    defaultMessage: 'An Appointment to book needs one participant that is a Patient',
  },
  badStart: {
    id: 'fhir.book.badStart',
    defaultMessage: 'The appointment start must be on the date of its slot',
  },
  notAResource: {
    id: 'fhir.body.notAResource',
    defaultMessage: 'The body must be a FHIR {resource} resource',
  },
  patchOnlyCancel: {
    id: 'fhir.patch.onlyCancel',
    defaultMessage: 'An Appointment can only be changed to status cancelled (and its cancelationReason)',
  },
  defaultCancelReason: { id: 'fhir.patch.defaultReason', defaultMessage: 'Cancelled by {client}' },
  invalidRequest: { id: 'fhir.request.invalid', defaultMessage: 'Invalid request: {detail}' },
  failed: { id: 'fhir.request.failed', defaultMessage: 'Something went wrong. Please try again.' },
});

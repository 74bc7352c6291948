import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The audit log's actions in words. The log keeps what the server recorded (`sign-in`, or the
 * method and route of the call, `POST /api/admin/update-review-status`): each has a message here,
 * said in the reader's language. A server test holds this table to every route the server audits.
 */
export const AUDIT_ACTION_TEXT: Record<string, MessageDescriptor> = defineMessages({
  'sign-in': { id: 'audit.action.signIn', defaultMessage: 'Signed in' },
  'sign-in failed': { id: 'audit.action.signInFailed', defaultMessage: 'Sign-in failed' },
  'sign-in code required': {
    id: 'audit.action.signInCodeRequired',
    defaultMessage: 'Passcode accepted, sign-in code asked for',
  },
  // accounts
  'POST /api/user/register': { id: 'audit.action.register', defaultMessage: 'Registered an account' },
  'POST /api/user/verify-otp': { id: 'audit.action.verifyOtp', defaultMessage: 'Verified an email address' },
  'POST /api/user/resend-otp': {
    id: 'audit.action.resendOtp',
    defaultMessage: 'Asked for the verification code again',
  },
  'POST /api/user/logout': { id: 'audit.action.logout', defaultMessage: 'Signed out' },
  'POST /api/user/revoke-session': {
    id: 'audit.action.revokeSession',
    defaultMessage: 'Signed out a session',
  },
  'POST /api/user/revoke-all-sessions': {
    id: 'audit.action.revokeAllSessions',
    defaultMessage: 'Signed out of every session',
  },
  'POST /api/user/update-mail-preferences': {
    id: 'audit.action.updateMailPreferences',
    defaultMessage: 'Changed email preferences',
  },
  'POST /api/user/update-text-preferences': {
    id: 'audit.action.updateTextPreferences',
    defaultMessage: 'Changed text message preferences',
  },
  'POST /api/user/update-consent': {
    id: 'audit.action.updateConsent',
    defaultMessage: 'Gave or withdrew a consent',
  },
  'POST /api/user/accept-privacy': {
    id: 'audit.action.acceptPrivacy',
    defaultMessage: 'Accepted the privacy notice',
  },
  'POST /api/user/update-phone': {
    id: 'audit.action.updatePhone',
    defaultMessage: 'Changed their phone number',
  },
  'POST /api/user/update-language': {
    id: 'audit.action.updateLanguage',
    defaultMessage: 'Changed their language',
  },
  'POST /api/user/mark-all-notifications-seen': {
    id: 'audit.action.markNotificationsSeen',
    defaultMessage: 'Marked notifications as seen',
  },
  'POST /api/user/delete-all-notifications': {
    id: 'audit.action.deleteNotifications',
    defaultMessage: 'Deleted seen notifications',
  },
  'POST /api/user/mfa/setup': {
    id: 'audit.action.mfaSetup',
    defaultMessage: 'Started setting up two-factor sign-in',
  },
  'POST /api/user/mfa/enable': {
    id: 'audit.action.mfaEnable',
    defaultMessage: 'Turned on two-factor sign-in',
  },
  'POST /api/user/mfa/disable': {
    id: 'audit.action.mfaDisable',
    defaultMessage: 'Turned off two-factor sign-in',
  },
  'POST /api/reset-Password/generate-reset-otp': {
    id: 'audit.action.requestReset',
    defaultMessage: 'Asked for a passcode reset code',
  },
  'POST /api/reset-Password/reset-password': {
    id: 'audit.action.resetPassword',
    defaultMessage: 'Reset their passcode',
  },
  // family members and patients
  'POST /api/user/add-dependant': {
    id: 'audit.action.addDependant',
    defaultMessage: 'Added a family member',
  },
  'POST /api/user/update-dependant': {
    id: 'audit.action.updateDependant',
    defaultMessage: 'Updated a family member',
  },
  'POST /api/user/remove-dependant': {
    id: 'audit.action.removeDependant',
    defaultMessage: 'Removed a family member',
  },
  'POST /api/desk/register-patient': {
    id: 'audit.action.registerPatient',
    defaultMessage: 'Registered a patient',
  },
  'POST /api/desk/update-patient-phone': {
    id: 'audit.action.updatePatientPhone',
    defaultMessage: 'Corrected a patient’s phone number',
  },
  // visits
  'POST /api/bookAppointment/book-appointment': { id: 'audit.action.book', defaultMessage: 'Booked a visit' },
  'POST /api/bookAppointment/cancel-appointment': {
    id: 'audit.action.cancel',
    defaultMessage: 'Cancelled a visit',
  },
  'POST /api/bookAppointment/reschedule-appointment': {
    id: 'audit.action.reschedule',
    defaultMessage: 'Moved a visit to another date',
  },
  'POST /api/bookAppointment/rebook': { id: 'audit.action.rebook', defaultMessage: 'Rebooked a visit' },
  'POST /api/bookAppointment/join-waitlist': {
    id: 'audit.action.joinWaitlist',
    defaultMessage: 'Joined a waitlist',
  },
  'POST /api/bookAppointment/leave-waitlist': {
    id: 'audit.action.leaveWaitlist',
    defaultMessage: 'Left a waitlist',
  },
  'POST /api/bookAppointment/submit-review': {
    id: 'audit.action.submitReview',
    defaultMessage: 'Reviewed a visit',
  },
  'POST /api/user/plan-series': {
    id: 'audit.action.planSeries',
    defaultMessage: 'Planned a course of visits',
  },
  'POST /api/user/book-series': {
    id: 'audit.action.bookSeries',
    defaultMessage: 'Booked a course of visits',
  },
  'POST /api/doctor/approve-series': {
    id: 'audit.action.approveSeries',
    defaultMessage: 'Approved a course of visits',
  },
  'POST /api/doctor/change-appointment-status': {
    id: 'audit.action.changeAppointmentStatus',
    defaultMessage: 'Approved or rejected a visit',
  },
  'POST /api/doctor/complete-appointment': {
    id: 'audit.action.doctorComplete',
    defaultMessage: 'Completed a visit',
  },
  'POST /api/admin/complete-appointment': {
    id: 'audit.action.adminComplete',
    defaultMessage: 'Completed a visit',
  },
  // the clinic day
  'POST /api/desk/check-in': { id: 'audit.action.checkIn', defaultMessage: 'Checked a patient in' },
  'POST /api/check-in/:token': {
    id: 'audit.action.checkInByPhone',
    defaultMessage: 'Checked a visit in from the patient’s phone',
  },
  'POST /api/desk/undo-check-in': { id: 'audit.action.undoCheckIn', defaultMessage: 'Undid a check-in' },
  'POST /api/desk/call-next': { id: 'audit.action.callNext', defaultMessage: 'Called the next patient' },
  'POST /api/desk/set-priority': {
    id: 'audit.action.setPriority',
    defaultMessage: 'Changed a visit’s priority',
  },
  'POST /api/desk/mark-no-show': {
    id: 'audit.action.markNoShow',
    defaultMessage: 'Marked a visit as a no-show',
  },
  'POST /api/admin/close-clinic-day': {
    id: 'audit.action.closeClinicDay',
    defaultMessage: 'Closed a clinic day',
  },
  'POST /api/doctor/record-leave': {
    id: 'audit.action.recordLeave',
    defaultMessage: 'Recorded a doctor’s leave',
  },
  'POST /api/leave-offer/accept': {
    id: 'audit.action.acceptLeaveOffer',
    defaultMessage: 'Kept a visit with the substitute',
  },
  'POST /api/user/delete-account': {
    id: 'audit.action.deleteAccount',
    defaultMessage: 'Deleted their account',
  },
  'POST /api/admin/delete-account': {
    id: 'audit.action.adminDeleteAccount',
    defaultMessage: 'Deleted an account on a written request',
  },
  'POST /api/admin/data-requests': {
    id: 'audit.action.recordDataRequest',
    defaultMessage: 'Recorded a request about a person’s data',
  },
  'POST /api/admin/data-requests/:id/close': {
    id: 'audit.action.closeDataRequest',
    defaultMessage: 'Closed a request about a person’s data',
  },
  'POST /api/admin/payment-policy': {
    id: 'audit.action.paymentPolicy',
    defaultMessage: 'Changed the payment policy',
  },
  'POST /api/payments/paystack/webhook': {
    id: 'audit.action.paystackWebhook',
    defaultMessage: 'Paystack reported a payment',
  },
  'POST /api/admin/refund-payment': {
    id: 'audit.action.refundPayment',
    defaultMessage: 'Refunded a payment',
  },
  'POST /api/desk/record-payment': {
    id: 'audit.action.recordPayment',
    defaultMessage: 'Recorded a payment at the desk',
  },
  'POST /api/desk/void-payment': {
    id: 'audit.action.voidPayment',
    defaultMessage: 'Voided a payment',
  },
  'POST /api/admin/reopen-clinic-day': {
    id: 'audit.action.reopenClinicDay',
    defaultMessage: 'Reopened a clinic day',
  },
  'POST /api/admin/create-display': {
    id: 'audit.action.createDisplay',
    defaultMessage: 'Created a waiting-room board key',
  },
  'POST /api/admin/revoke-display': {
    id: 'audit.action.revokeDisplay',
    defaultMessage: 'Revoked a waiting-room board key',
  },
  // doctors
  'POST /api/user/apply-appointment-service': {
    id: 'audit.action.applyDoctor',
    defaultMessage: 'Applied for a doctor account',
  },
  'POST /api/admin/admin-apply-appointment': {
    id: 'audit.action.scheduleDoctor',
    defaultMessage: 'Scheduled a doctor',
  },
  'POST /api/admin/change-doctor-status': {
    id: 'audit.action.changeDoctorStatus',
    defaultMessage: 'Changed a doctor’s status',
  },
  'POST /api/admin/update-doctor-clinic': {
    id: 'audit.action.updateDoctorClinic',
    defaultMessage: 'Changed a doctor’s clinic days, fee or hours',
  },
  'POST /api/doctor/update-doctor-info-by-user-id': {
    id: 'audit.action.updateDoctorProfile',
    defaultMessage: 'Updated a doctor’s profile',
  },
  'POST /api/admin/update-review-status': {
    id: 'audit.action.moderateReview',
    defaultMessage: 'Moderated a review',
  },
  'POST /api/admin/reopen-review': {
    id: 'audit.action.reopenReview',
    defaultMessage: 'Unpublished or reconsidered a review',
  },
  'GET /api/user/my-data': { id: 'audit.action.myData', defaultMessage: 'Downloaded a copy of their data' },
  'GET /api/desk/patient-data': {
    id: 'audit.action.patientData',
    defaultMessage: 'Gave a patient a copy of their data',
  },
  // people
  'POST /api/admin/register': {
    id: 'audit.action.registerStaff',
    defaultMessage: 'Created a staff, doctor or admin account',
  },
  'PUT /api/admin/block-user/:userId': { id: 'audit.action.blockUser', defaultMessage: 'Blocked a user' },
  'PUT /api/admin/unblock-user/:userId': {
    id: 'audit.action.unblockUser',
    defaultMessage: 'Unblocked a user',
  },
  'POST /api/admin/sign-out-user': {
    id: 'audit.action.signOutUser',
    defaultMessage: 'Signed a user out everywhere',
  },
  'POST /api/admin/reset-mfa': {
    id: 'audit.action.resetMfa',
    defaultMessage: 'Reset a user’s two-factor sign-in',
  },
  // reference data and media
  'POST /api/user/create-clinic-day': {
    id: 'audit.action.createClinicDay',
    defaultMessage: 'Added a clinic day',
  },
  'POST /api/admin/service': { id: 'audit.action.addService', defaultMessage: 'Added a service' },
  'POST /api/admin/location': { id: 'audit.action.addLocation', defaultMessage: 'Added a location' },
  'POST /api/admin/speciality': { id: 'audit.action.addSpeciality', defaultMessage: 'Added a speciality' },
  'POST /api/Appointmentslot/Appointmentslots': {
    id: 'audit.action.addSlotOption',
    defaultMessage: 'Added a slot option',
  },
  'POST /api/admin/upload-images': { id: 'audit.action.uploadImages', defaultMessage: 'Uploaded images' },
  'DELETE /api/admin/media/:id': { id: 'audit.action.deleteImage', defaultMessage: 'Deleted an image' },
  // other systems
  'POST /api/admin/create-api-client': {
    id: 'audit.action.createApiClient',
    defaultMessage: 'Registered an API client',
  },
  'POST /api/admin/revoke-api-client': {
    id: 'audit.action.revokeApiClient',
    defaultMessage: 'Revoked an API client',
  },
  'POST /api/admin/publish-privacy-notice': {
    id: 'audit.action.publishPrivacyNotice',
    defaultMessage: 'Published a new privacy notice',
  },
  'POST /api/admin/create-webhook': { id: 'audit.action.createWebhook', defaultMessage: 'Added a webhook' },
  'POST /api/admin/enable-webhook': {
    id: 'audit.action.enableWebhook',
    defaultMessage: 'Turned a webhook on',
  },
  'POST /api/admin/disable-webhook': {
    id: 'audit.action.disableWebhook',
    defaultMessage: 'Turned a webhook off',
  },
  'POST /api/admin/delete-webhook': { id: 'audit.action.deleteWebhook', defaultMessage: 'Deleted a webhook' },
  'POST /api/admin/rotate-webhook-secret': {
    id: 'audit.action.rotateWebhookSecret',
    defaultMessage: 'Replaced a webhook’s secret',
  },
  'POST /api/admin/resend-webhook-delivery': {
    id: 'audit.action.resendWebhookDelivery',
    defaultMessage: 'Sent a webhook delivery again',
  },
  'POST /fhir/R4/Appointment': { id: 'audit.action.fhirBook', defaultMessage: 'Booked a visit through FHIR' },
  'PATCH /fhir/R4/Appointment/:id': {
    id: 'audit.action.fhirCancel',
    defaultMessage: 'Cancelled a visit through FHIR',
  },
  'GET /fhir/R4/metadata': {
    id: 'audit.action.fhirMetadata',
    defaultMessage: 'Read the FHIR capability statement',
  },
  'GET /fhir/R4/.well-known/smart-configuration': {
    id: 'audit.action.fhirSmartConfiguration',
    defaultMessage: 'Read the SMART configuration',
  },
  'GET /fhir/R4/$bulk-publish': {
    id: 'audit.action.fhirBulkList',
    defaultMessage: 'Read the list of published files',
  },
  'GET /fhir/R4/$bulk-publish/:file': {
    id: 'audit.action.fhirBulkFile',
    defaultMessage: 'Downloaded a published file',
  },
});

// plain descriptors: react-intl's types take defineMessages' messages for ones without values
const fhirMessages: Record<'search' | 'read', MessageDescriptor> = defineMessages({
  search: { id: 'audit.action.fhirSearch', defaultMessage: 'Searched {type} records through FHIR' },
  read: { id: 'audit.action.fhirRead', defaultMessage: 'Read a {type} record through FHIR' },
});

/** A FHIR resource read or search (GET /fhir/R4/Patient, …/Patient/:id): the type is FHIR's own word. */
const FHIR_READ = /^GET \/fhir\/R4\/([A-Z][A-Za-z]+)(\/:id)?$/;

/**
 * An action nobody gave words yet, readable all the same: the route's last words
 * ('update-review-status' reads 'Update review status'), or the recorded text with a capital.
 */
function readableFallback(action: string): string {
  const path = / (\/\S*)$/.exec(action)?.[1];
  const words = (path ?? action)
    .split('/')
    .filter((part) => part && !part.startsWith(':') && part !== 'api')
    .at(-1)
    ?.replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  const text = words || action;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The action of an audit row in the reader's language. */
export function auditActionText(intl: IntlShape, action: string): string {
  const known = AUDIT_ACTION_TEXT[action];
  if (known) return intl.formatMessage(known);
  const fhir = FHIR_READ.exec(action);
  if (fhir) return intl.formatMessage(fhir[2] ? fhirMessages.read : fhirMessages.search, { type: fhir[1] });
  return readableFallback(action);
}

/** Whether an action has words of its own (not the fallback): for the test that holds the table to the server. */
export const hasAuditActionText = (action: string): boolean =>
  action in AUDIT_ACTION_TEXT || FHIR_READ.test(action);

import { defineMessages } from '@formatjs/intl';
import { MSG_TEXT, plainMessages, type SharedMessage } from './messages';

export type { SharedMessage };

/**
 * The texts of the shared zod schemas (src/shared/schemas/<file>.ts → ids `shared.<file>.<what>`) and
 * the replies declared beside them, as FormatJS messages. They live here, apart from the
 * schemas, so that turning a zod message back into words needs neither zod nor a schema: the browser
 * loads this module with the first validation, the server with everything else.
 *
 * How a message travels through zod (zod wants a string):
 * - without values, the zod message is the descriptor's **id** (`shared.auth.emailRequired`);
 * - with values, it is a JSON object `{"id":"shared.fields.tooLong","values":{"max":120}}`, written by
 *   `zodMessage(descriptor, values)`. JSON because the values are plain strings and numbers and JSON
 *   needs no escaping rules of its own; an issue's text is never JSON otherwise.
 * `sharedMessage(text)` reads either form back into the descriptor and its values; any other text (zod's
 * own English defaults, a server-only schema's words) is not ours and is shown as it is.
 * The server says them in the caller's language (src/server/plugins/errors.ts, the refusal), the browser in
 * the language on screen (src/client/lib/zodRule.ts).
 *
 * Values that are names of query parameters or codes (`From`, `asc`, `en, fr, …`) stay as they are in
 * every language: they are what the caller types.
 */

export const fieldsMessages = plainMessages(
  defineMessages({
    tooLong: { id: 'shared.fields.tooLong', defaultMessage: 'Must be at most {max} characters' },
    invalidPhone: { id: 'shared.fields.invalidPhone', defaultMessage: 'Please enter a valid phone number' },
  }),
);

export const authMessages = plainMessages(
  defineMessages({
    emailRequired: { id: 'shared.auth.emailRequired', defaultMessage: 'Please input your E-mail!' },
    emailInvalid: { id: 'shared.auth.emailInvalid', defaultMessage: 'The input is not valid E-mail!' },
    loginEmailRequired: {
      id: 'shared.auth.loginEmailRequired',
      defaultMessage: 'Please input your Email Address!',
    },
    loginEmailInvalid: {
      id: 'shared.auth.loginEmailInvalid',
      defaultMessage: 'The input is not valid Email Address!',
    },
    passcodeRequired: { id: 'shared.auth.passcodeRequired', defaultMessage: 'Please input your passcode!' },
    nameRequired: { id: 'shared.auth.nameRequired', defaultMessage: 'Please input your Full Name' },
    phoneRequired: { id: 'shared.auth.phoneRequired', defaultMessage: 'Please input your Phone Number!' },
    passwordRequired: { id: 'shared.auth.passwordRequired', defaultMessage: 'Please input your password!' },
    otpRequired: { id: 'shared.auth.otpRequired', defaultMessage: 'Please input the OTP!' },
    otpCodeRequired: { id: 'shared.auth.otpCodeRequired', defaultMessage: 'Please input your OTP Code!' },
    otpCodeInvalid: {
      id: 'shared.auth.otpCodeInvalid',
      defaultMessage: 'The input is not a valid OTP Code!',
    },
    confirmPasscode: { id: 'shared.auth.confirmPasscode', defaultMessage: 'Please confirm your passcode!' },
    staffNameRequired: { id: 'shared.auth.staffNameRequired', defaultMessage: 'Please input the full name' },
    staffEmailRequired: {
      id: 'shared.auth.staffEmailRequired',
      defaultMessage: 'Please input the email address',
    },
    staffPhoneRequired: {
      id: 'shared.auth.staffPhoneRequired',
      defaultMessage: 'Please input the phone number',
    },
    roleRequired: { id: 'shared.auth.roleRequired', defaultMessage: 'Please choose a user role' },
  }),
);

export const appointmentsMessages = plainMessages(
  defineMessages({
    invalidBookingTime: {
      id: 'shared.appointments.invalidBookingTime',
      defaultMessage: 'Please select a valid time.',
    },
    selectAppointment: {
      id: 'shared.appointments.selectAppointment',
      defaultMessage: 'Please select an appointment',
    },
    selectDoctor: { id: 'shared.appointments.selectDoctor', defaultMessage: 'Please select a doctor' },
    choosePatient: {
      id: 'shared.appointments.choosePatient',
      defaultMessage: 'Please choose who the visit is for',
    },
    chooseStatus: {
      id: 'shared.appointments.chooseStatus',
      defaultMessage: 'Please choose approved or rejected',
    },
    addComment: { id: 'shared.appointments.addComment', defaultMessage: 'Please add a comment' },
    chooseScheduleDate: {
      id: 'shared.appointments.chooseScheduleDate',
      defaultMessage: 'Please choose a schedule date',
    },
    addCommentNote: { id: 'shared.appointments.addCommentNote', defaultMessage: 'Please add a comment note' },
    selectOption: { id: 'shared.appointments.selectOption', defaultMessage: 'Please select an option' },
    selectFollowUpDate: {
      id: 'shared.appointments.selectFollowUpDate',
      defaultMessage: 'Please select a follow-up date',
    },
    giveCancelReason: {
      id: 'shared.appointments.giveCancelReason',
      defaultMessage: 'Please give a reason for cancelling',
    },
  }),
);

/** Courses of visits: plan-series, book-series, approve-series and the scope of a change. */
export const seriesMessages = plainMessages(
  defineMessages({
    chooseEvery: {
      id: 'shared.series.chooseEvery',
      defaultMessage: 'Please choose how often the visits repeat',
    },
    countRange: {
      id: 'shared.series.countRange',
      defaultMessage: 'A course has from {min} to {max} visits',
    },
    chooseDates: {
      id: 'shared.series.chooseDates',
      defaultMessage: 'Please choose from 1 to {max} different dates',
    },
    selectSeries: { id: 'shared.series.selectSeries', defaultMessage: 'Please select a course of visits' },
    chooseScope: {
      id: 'shared.series.chooseScope',
      defaultMessage: 'Please choose this visit or this and the following ones',
    },
  }),
);

/** Query-string words every list, the audit log, the day sheet and insights share. */
export const listQueryMessages = plainMessages(
  defineMessages({
    pageInvalid: { id: 'shared.listQuery.pageInvalid', defaultMessage: 'Page must be a whole number from 1' },
    pageSizeInvalid: {
      id: 'shared.listQuery.pageSizeInvalid',
      defaultMessage: 'Page size must be a whole number from 1 to {max}',
    },
    givenOnce: { id: 'shared.listQuery.givenOnce', defaultMessage: '{label} must be given once' },
    sortOneOf: { id: 'shared.listQuery.sortOneOf', defaultMessage: 'Sort must be one of: {sorts}' },
    orderInvalid: { id: 'shared.listQuery.orderInvalid', defaultMessage: "Order must be 'asc' or 'desc'" },
    searchTooLong: {
      id: 'shared.listQuery.searchTooLong',
      defaultMessage: 'Search must be at most {max} characters',
    },
    statusOneOf: { id: 'shared.listQuery.statusOneOf', defaultMessage: 'Status must be one of: {statuses}' },
    genderInvalid: {
      id: 'shared.listQuery.genderInvalid',
      defaultMessage: "Gender must be 'female' or 'male'",
    },
    maxFeeInvalid: {
      id: 'shared.listQuery.maxFeeInvalid',
      defaultMessage: 'Maximum fee must be a whole number of naira from 0',
    },
    doctorIdInvalid: { id: 'shared.listQuery.doctorIdInvalid', defaultMessage: 'Doctor id is not valid' },
    reviewedInvalid: {
      id: 'shared.listQuery.reviewedInvalid',
      defaultMessage: "Reviewed must be 'true' or 'false'",
    },
    unknownParameter: {
      id: 'shared.listQuery.unknownParameter',
      defaultMessage: 'Unknown parameter: {keys}',
    },
    parametersInvalid: {
      id: 'shared.listQuery.parametersInvalid',
      defaultMessage: 'The list parameters are not valid',
    },
    fromAfterTo: { id: 'shared.listQuery.fromAfterTo', defaultMessage: 'From must not be after To' },
    dateFormat: {
      id: 'shared.listQuery.dateFormat',
      defaultMessage: '{label} must be a date written YYYY-MM-DD',
    },
    notRealDate: { id: 'shared.listQuery.notRealDate', defaultMessage: '{label} is not a real date' },
    mustBeText: { id: 'shared.listQuery.mustBeText', defaultMessage: '{label} must be text' },
    tooManyValues: { id: 'shared.listQuery.tooManyValues', defaultMessage: '{label} names too many values' },
  }),
);

export const auditMessages = plainMessages(
  defineMessages({
    actorTooLong: { id: 'shared.audit.actorTooLong', defaultMessage: 'The actor filter is too long' },
    actionTooLong: { id: 'shared.audit.actionTooLong', defaultMessage: 'The action filter is too long' },
    outcomeInvalid: {
      id: 'shared.audit.outcomeInvalid',
      defaultMessage: "Outcome must be 'success' or 'failure'",
    },
  }),
);

export const capacityMessages = plainMessages(
  defineMessages({
    selectWaitlistEntry: {
      id: 'shared.capacity.selectWaitlistEntry',
      defaultMessage: 'Please select a waitlist entry',
    },
    chooseDate: { id: 'shared.capacity.chooseDate', defaultMessage: 'Please choose a date' },
    chooseFirstDay: { id: 'shared.capacity.chooseFirstDay', defaultMessage: 'Please choose the first day' },
    chooseLastDay: { id: 'shared.capacity.chooseLastDay', defaultMessage: 'Please choose the last day' },
    dateOrRange: {
      id: 'shared.capacity.dateOrRange',
      defaultMessage: 'Please choose a date or a range of dates',
    },
    firstAndLastDay: {
      id: 'shared.capacity.firstAndLastDay',
      defaultMessage: 'Please choose the first and the last day',
    },
    lastBeforeFirst: {
      id: 'shared.capacity.lastBeforeFirst',
      defaultMessage: 'The last day cannot be before the first',
    },
    giveReason: { id: 'shared.capacity.giveReason', defaultMessage: 'Please give a reason' },
    chooseSubstitute: {
      id: 'shared.capacity.chooseSubstitute',
      defaultMessage: 'Please choose a doctor as the substitute',
    },
    leaveOfferKey: { id: 'shared.capacity.leaveOfferKey', defaultMessage: 'This link is not complete' },
  }),
);

export const clinicDayMessages = plainMessages(
  defineMessages({
    stateOneOf: { id: 'shared.clinicDay.stateOneOf', defaultMessage: 'State must be one of: {states}' },
    nameDisplay: { id: 'shared.clinicDay.nameDisplay', defaultMessage: 'Please name the display' },
    chooseDoctor: {
      id: 'shared.clinicDay.chooseDoctor',
      defaultMessage: 'Please choose at least one doctor',
    },
    tooManyDoctors: {
      id: 'shared.clinicDay.tooManyDoctors',
      defaultMessage: 'A display shows at most 20 doctors',
    },
    selectDisplay: { id: 'shared.clinicDay.selectDisplay', defaultMessage: 'Please select a display' },
    checkInLink: {
      id: 'shared.clinicDay.checkInLink',
      defaultMessage: 'This check-in link is not valid. Please check in at the front desk.',
    },
  }),
);

export const doctorsMessages = plainMessages(
  defineMessages({
    invalidTime: {
      id: 'shared.doctors.invalidTime',
      defaultMessage: 'Please select valid time of appointment',
    },
    selectService: { id: 'shared.doctors.selectService', defaultMessage: 'Please select a service' },
    firstName: { id: 'shared.doctors.firstName', defaultMessage: 'Please enter first name!' },
    lastName: { id: 'shared.doctors.lastName', defaultMessage: 'Please enter last name!' },
    email: { id: 'shared.doctors.email', defaultMessage: 'Please enter a valid email!' },
    phoneNumber: { id: 'shared.doctors.phoneNumber', defaultMessage: 'Please enter a phone number!' },
    gender: { id: 'shared.doctors.gender', defaultMessage: 'Please select a gender' },
    location: { id: 'shared.doctors.location', defaultMessage: 'Please select a location!' },
    slots: { id: 'shared.doctors.slots', defaultMessage: 'Please select appointment slot!' },
    specialization: {
      id: 'shared.doctors.specialization',
      defaultMessage: 'Please select doctor specialization!',
    },
    experience: { id: 'shared.doctors.experience', defaultMessage: 'Enter experience!' },
    fee: { id: 'shared.doctors.fee', defaultMessage: 'Enter consultation fee!' },
    clinicDays: { id: 'shared.doctors.clinicDays', defaultMessage: 'Select clinic day(s)!' },
    oneClinicDay: {
      id: 'shared.doctors.oneClinicDay',
      defaultMessage: 'Please select at least one clinic day.',
    },
    tooManyClinicDays: { id: 'shared.doctors.tooManyClinicDays', defaultMessage: 'Too many clinic days' },
    appointmentService: {
      id: 'shared.doctors.appointmentService',
      defaultMessage: 'Please select an Appointment Service!',
    },
    selectDoctor: { id: 'shared.doctors.selectDoctor', defaultMessage: 'Please select a doctor!' },
    doctorNotFound: { id: 'shared.doctors.doctorNotFound', defaultMessage: 'Doctor not found' },
    atLeastOneClinicDay: {
      id: 'shared.doctors.atLeastOneClinicDay',
      defaultMessage: 'Please select at least one clinic day',
    },
    consultationFee: {
      id: 'shared.doctors.consultationFee',
      defaultMessage: 'Please select fee for Consultation',
    },
    appointmentTime: {
      id: 'shared.doctors.appointmentTime',
      defaultMessage: 'Please select appointment time',
    },
    consultMinutes: {
      id: 'shared.doctors.consultMinutes',
      defaultMessage: 'Please enter a consultation length from 1 to 240 minutes',
    },
    chooseStatus: { id: 'shared.doctors.chooseStatus', defaultMessage: 'Please choose approved or blocked' },
  }),
);

export const insightsMessages = plainMessages(
  defineMessages({
    textTooLong: {
      id: 'shared.insights.textTooLong',
      defaultMessage: '{name} must be at most {max} characters',
    },
    fromDate: { id: 'shared.insights.fromDate', defaultMessage: 'From must be a date (YYYY-MM-DD)' },
    toDate: { id: 'shared.insights.toDate', defaultMessage: 'To must be a date (YYYY-MM-DD)' },
    rangeTooLong: { id: 'shared.insights.rangeTooLong', defaultMessage: 'The range may be at most 3 years' },
    metricOneOf: { id: 'shared.insights.metricOneOf', defaultMessage: 'Metric must be one of: {metrics}' },
    metricsList: {
      id: 'shared.insights.metricsList',
      defaultMessage: 'Metrics must be a comma-separated list',
    },
    metricsRepeat: { id: 'shared.insights.metricsRepeat', defaultMessage: 'Metrics must not repeat' },
    bucketOneOf: { id: 'shared.insights.bucketOneOf', defaultMessage: 'Bucket must be one of: {buckets}' },
    metricOrMetrics: {
      id: 'shared.insights.metricOrMetrics',
      defaultMessage: 'Give either metric or metrics',
    },
    byOneOf: { id: 'shared.insights.byOneOf', defaultMessage: 'By must be one of: {values}' },
    orderInvalid: { id: 'shared.insights.orderInvalid', defaultMessage: 'Order must be desc or asc' },
    byMetric: {
      id: 'shared.insights.byMetric',
      defaultMessage: 'By {by}, the metric must be one of: {metrics}',
    },
  }),
);

export const patientsMessages = plainMessages(
  defineMessages({
    dependantAdded: { id: 'shared.patients.dependantAdded', defaultMessage: 'Family member added' },
    dependantUpdated: { id: 'shared.patients.dependantUpdated', defaultMessage: 'Family member updated' },
    dependantRemoved: { id: 'shared.patients.dependantRemoved', defaultMessage: 'Family member removed' },
    dependantNotFound: { id: 'shared.patients.dependantNotFound', defaultMessage: 'Family member not found' },
    tooManyDependants: {
      id: 'shared.patients.tooManyDependants',
      defaultMessage: 'An account can have at most {max} family members',
    },
    dependantHasVisit: {
      id: 'shared.patients.dependantHasVisit',
      defaultMessage:
        'This family member has a pending or approved appointment. Cancel it before removing them.',
    },
    patientRegistered: { id: 'shared.patients.patientRegistered', defaultMessage: 'Patient registered' },
    duplicatePatient: {
      id: 'shared.patients.duplicatePatient',
      defaultMessage: 'A patient with this name and phone number already exists',
    },
    patientNotFound: { id: 'shared.patients.patientNotFound', defaultMessage: 'Patient not found' },
    notYourPatient: {
      id: 'shared.patients.notYourPatient',
      defaultMessage: 'You can only book for yourself or your own family members',
    },
    dobInvalid: {
      id: 'shared.patients.dobInvalid',
      defaultMessage: 'Please enter the date of birth as YYYY-MM-DD',
    },
    dobFuture: { id: 'shared.patients.dobFuture', defaultMessage: 'Date of birth cannot be in the future' },
    relationship: {
      id: 'shared.patients.relationship',
      defaultMessage: 'Please choose the relationship: {relationships}',
    },
    dependantName: {
      id: 'shared.patients.dependantName',
      defaultMessage: 'Please enter the family member’s name',
    },
    selectDependant: {
      id: 'shared.patients.selectDependant',
      defaultMessage: 'Please select a family member',
    },
    patientName: { id: 'shared.patients.patientName', defaultMessage: 'Please enter the patient’s name' },
    patientPhone: {
      id: 'shared.patients.patientPhone',
      defaultMessage: 'Please enter the patient’s phone number',
    },
    validEmail: { id: 'shared.patients.validEmail', defaultMessage: 'Please enter a valid email' },
    choosePatient: { id: 'shared.patients.choosePatient', defaultMessage: 'Please choose a patient' },
    phoneCorrected: { id: 'shared.patients.phoneCorrected', defaultMessage: 'Phone number corrected' },
  }),
);

export const profileMessages = plainMessages(
  defineMessages({
    appointmentMail: {
      id: 'shared.profile.appointmentMail',
      defaultMessage: 'Please choose whether to receive appointment e-mails',
    },
    mailPreferencesSaved: {
      id: 'shared.profile.mailPreferencesSaved',
      defaultMessage: 'E-mail preferences saved',
    },
    appointmentTexts: {
      id: 'shared.profile.appointmentTexts',
      defaultMessage: 'Please choose whether to receive appointment texts',
    },
    textPreferencesSaved: {
      id: 'shared.profile.textPreferencesSaved',
      defaultMessage: 'Text message preferences saved',
    },
    languageOneOf: {
      id: 'shared.profile.languageOneOf',
      defaultMessage: 'Please choose one of the languages offered: {languages}',
    },
    languageSaved: { id: 'shared.profile.languageSaved', defaultMessage: 'Language saved' },
    phone: { id: 'shared.profile.phone', defaultMessage: 'Please enter your mobile number' },
    phoneSaved: { id: 'shared.profile.phoneSaved', defaultMessage: 'Phone number saved' },
  }),
);

export const privacyMessages = plainMessages(
  defineMessages({
    noticeEnglish: {
      id: 'shared.privacy.noticeEnglish',
      defaultMessage: 'Please write the privacy notice in English (at most {max} characters)',
    },
    noticeTooLong: {
      id: 'shared.privacy.noticeTooLong',
      defaultMessage: 'A privacy notice may be at most {max} characters',
    },
    version: {
      id: 'shared.privacy.version',
      defaultMessage: 'Please say which version of the privacy notice',
    },
    acceptNotice: {
      id: 'shared.privacy.acceptNotice',
      defaultMessage: 'Please read and accept the privacy notice',
    },
    consentOneOf: {
      id: 'shared.privacy.consentOneOf',
      defaultMessage: 'Please choose one of the consents: {consents}',
    },
    given: { id: 'shared.privacy.given', defaultMessage: 'Please say whether the consent is given' },
  }),
);

export const recordAccessMessages = plainMessages(
  defineMessages({
    patientInvalid: { id: 'shared.recordAccess.patientInvalid', defaultMessage: 'Please choose a patient' },
    actorInvalid: {
      id: 'shared.recordAccess.actorInvalid',
      defaultMessage: 'Please choose who read the record',
    },
    reasonRequired: {
      id: 'shared.recordAccess.reasonRequired',
      defaultMessage:
        'This patient has no visit with you. Please say why you are opening their record (it is kept in their record’s access log).',
    },
    reasonTooLong: {
      id: 'shared.recordAccess.reasonTooLong',
      defaultMessage: 'A reason may be at most {max} characters',
    },
  }),
);

/** The clinic's payment policy and payments recorded at the desk. */
export const paymentsMessages = plainMessages(
  defineMessages({
    collect: {
      id: 'shared.payments.collect',
      defaultMessage: 'Please choose when a visit is paid: at the desk, a deposit or in full',
    },
    deposit: {
      id: 'shared.payments.deposit',
      defaultMessage: 'A deposit is a fixed amount or a percentage of the fee, not both',
    },
    amount: {
      id: 'shared.payments.amount',
      defaultMessage: 'Please enter an amount in kobo: a whole number from 1 to {max}',
    },
    percent: {
      id: 'shared.payments.percent',
      defaultMessage: 'Please enter a percentage: a whole number from {min} to 100',
    },
    choosePayment: { id: 'shared.payments.choosePayment', defaultMessage: 'Please choose a payment' },
    chooseVisit: { id: 'shared.payments.chooseVisit', defaultMessage: 'Please choose the visit paid for' },
    method: { id: 'shared.payments.method', defaultMessage: 'Please choose cash, POS or transfer' },
    outsideReference: {
      id: 'shared.payments.outsideReference',
      defaultMessage: 'A reference has at most 100 characters',
    },
    reason: {
      id: 'shared.payments.reason',
      defaultMessage: 'Please say why (at most 500 characters)',
    },
    holdMinutes: {
      id: 'shared.payments.holdMinutes',
      defaultMessage: 'Please enter how many minutes an unpaid booking is held: 1 to 1440',
    },
  }),
);

export const referenceMessages = plainMessages(
  defineMessages({
    clinicDay: { id: 'shared.reference.clinicDay', defaultMessage: 'Please select a clinic day.' },
    location: { id: 'shared.reference.location', defaultMessage: 'Location is required' },
    service: { id: 'shared.reference.service', defaultMessage: 'Service name is required' },
    speciality: { id: 'shared.reference.speciality', defaultMessage: 'Speciality is required' },
    slotsRequired: {
      id: 'shared.reference.slotsRequired',
      defaultMessage: 'Please enter the number of slots',
    },
    slotsWhole: { id: 'shared.reference.slotsWhole', defaultMessage: 'Slots must be a whole number' },
    slotsMin: { id: 'shared.reference.slotsMin', defaultMessage: 'Slots must be at least 1' },
    slotsMax: { id: 'shared.reference.slotsMax', defaultMessage: 'Slots must be at most 500' },
  }),
);

export const reviewsMessages = plainMessages(
  defineMessages({
    rating: { id: 'shared.reviews.rating', defaultMessage: 'Please provide a rating' },
    ratingMax: { id: 'shared.reviews.ratingMax', defaultMessage: 'A rating is at most 5 stars' },
    ratingHalves: { id: 'shared.reviews.ratingHalves', defaultMessage: 'A rating goes in half stars' },
    comment: { id: 'shared.reviews.comment', defaultMessage: 'Please provide a comment' },
    reviewNotFound: { id: 'shared.reviews.reviewNotFound', defaultMessage: 'Review not found' },
    selectStatus: { id: 'shared.reviews.selectStatus', defaultMessage: 'Please select a status' },
    adminComment: { id: 'shared.reviews.adminComment', defaultMessage: 'Please enter a comment' },
  }),
);

export const dataRightsMessages = plainMessages(
  defineMessages({
    password: { id: 'shared.dataRights.password', defaultMessage: 'Please enter your password' },
    reference: {
      id: 'shared.dataRights.reference',
      defaultMessage: 'Please give the reference of the written request (at most {max} characters)',
    },
    kind: {
      id: 'shared.dataRights.kind',
      defaultMessage: 'Please choose the kind of request: {kinds}',
    },
    details: {
      id: 'shared.dataRights.details',
      defaultMessage: 'Please say what the person asked for (at most {max} characters)',
    },
    outcome: {
      id: 'shared.dataRights.outcome',
      defaultMessage: 'Please say what was done (at most {max} characters)',
    },
    request: { id: 'shared.dataRights.request', defaultMessage: 'Please choose a request' },
    receivedOn: {
      id: 'shared.dataRights.receivedOn',
      defaultMessage: 'Please give the date the request was received, not later than today',
    },
  }),
);

export const securityMessages = plainMessages(
  defineMessages({
    mfaCode: {
      id: 'shared.security.mfaCode',
      defaultMessage: 'Please enter the 6-digit code from your authenticator app',
    },
    mfaPrompt: {
      id: 'shared.security.mfaPrompt',
      defaultMessage: 'Enter the code from your authenticator app',
    },
    mfaSetupFirst: {
      id: 'shared.security.mfaSetupFirst',
      defaultMessage: 'Set up two-factor sign-in to continue',
    },
    recoveryCode: { id: 'shared.security.recoveryCode', defaultMessage: 'Please enter a recovery code' },
    signInExpired: {
      id: 'shared.security.signInExpired',
      defaultMessage: 'Your sign-in has expired. Please sign in again.',
    },
    chooseSession: { id: 'shared.security.chooseSession', defaultMessage: 'Please choose a session' },
    chooseUser: { id: 'shared.security.chooseUser', defaultMessage: 'Please choose a user' },
  }),
);

export type SharedValues = Record<string, string | number>;
/** A shared message with the values of its placeholders: what a zod message stands for. */
export interface SharedText extends SharedMessage {
  values?: SharedValues;
}

/** Every shared message by id, so that an id found in a zod issue becomes words on either side. */
export const SHARED_MESSAGES: Readonly<Record<string, SharedMessage>> = Object.fromEntries(
  [
    MSG_TEXT,
    fieldsMessages,
    authMessages,
    appointmentsMessages,
    seriesMessages,
    listQueryMessages,
    auditMessages,
    capacityMessages,
    clinicDayMessages,
    doctorsMessages,
    insightsMessages,
    patientsMessages,
    profileMessages,
    privacyMessages,
    dataRightsMessages,
    recordAccessMessages,
    paymentsMessages,
    referenceMessages,
    reviewsMessages,
    securityMessages,
  ]
    .flatMap((group) => Object.values(group) as SharedMessage[])
    .map((message) => [message.id, message]),
);

/** The string to give zod for a shared message: its id, or with values `{"id":…,"values":{…}}`. */
export function zodMessage(message: SharedMessage, values?: SharedValues): string {
  return values ? JSON.stringify({ id: message.id, values }) : message.id;
}

/**
 * The shared message (and its values) a zod issue's text stands for; undefined when the text is not
 * one of ours (zod's own defaults, a server-only schema's words): show that text as it is.
 */
export function sharedMessage(text: string | undefined): SharedText | undefined {
  if (!text) return undefined;
  let id = text;
  let values: SharedValues | undefined;
  if (text.startsWith('{"id":')) {
    try {
      ({ id, values } = JSON.parse(text) as { id: string; values?: SharedValues });
    } catch {
      return undefined;
    }
  }
  const message = SHARED_MESSAGES[id];
  if (!message) return undefined;
  return values ? { ...message, values } : { ...message };
}

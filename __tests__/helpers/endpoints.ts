import { addDays } from '../../src/shared/clinicDays';
import type { TestServer } from './server-app';
import { GOOD_PASSWORD, createUser } from './server-app';
import { bearer } from './server-calls';
import { doctorForm } from './doctor-fixtures';
import {
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  sessionToken,
  type QuickUser,
} from './appointment-fixtures';
import { createDisplay } from '../../src/server/today/displays';

/** Who calls: nobody signed in, or one user of each role. */
export type Caller = 'anonymous' | 'patient' | 'regDoctor' | 'doctor' | 'staff' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'patient', 'regDoctor', 'doctor', 'staff', 'admin'];
const SIGNED_IN: Caller[] = CALLERS.filter((c) => c !== 'anonymous');

/** What a body field holds; the malformed suite derives invalid values from it. */
export type FieldKind =
  | 'text'
  | 'name'
  | 'email'
  | 'phone'
  | 'password'
  | 'otp'
  | 'uuid'
  | 'date'
  | 'time'
  | 'timeRange'
  | 'clinicDays'
  | 'clinicDayList'
  | 'count'
  | 'rating'
  | 'enum'
  /** a true/false switch: only JSON booleans */
  | 'flag'
  /** a login password: any non-empty string is well-formed (a wrong one is counted, not refused as input) */
  | 'secret';

/** The records every sample body refers to; made once per test file by makeWorld(). */
export interface World {
  users: Record<Exclude<Caller, 'anonymous'>, QuickUser>;
  /** the doctor caller's profile id */
  doctorId: string;
  /** a pending appointment of the patient caller with the doctor caller */
  appointmentId: string;
  /** a completed appointment, not yet reviewed, of the patient caller and of the regDoctor caller */
  completedId: Record<'patient' | 'regDoctor', string>;
  reviewId: string;
  /** bystanders the admin calls act on, so the callers keep their roles */
  pendingDoctorId: string;
  registeredDoctorId: string;
  bystanderId: string;
  /** a verified account with GOOD_PASSWORD, so the login sample signs in */
  loginEmail: string;
  /** a live waiting-room board's key, sent by every caller (only the board routes read it) */
  displayKey: string;
  /** that board's id, whose check-in poster the admin prints */
  displayId: string;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** the URL, with any path parameter filled in */
  url: (world: World) => string;
  /** the callers the route admits ('doctor' means "own records only") */
  allowed: Caller[];
  /** a body that passes validation (the call may still be refused by a business rule) */
  body?: (world: World, caller: Caller) => Record<string, unknown>;
  fields?: Record<string, FieldKind>;
  /** fields of `fields` this route may go without (absent, null or '' all mean absent) */
  optional?: readonly string[];
  /** a path parameter the malformed suite varies */
  param?: (value: string) => string;
  /** query strings the route must refuse (GET only) */
  badQueries?: string[];
  /** multipart image upload */
  upload?: true;
  /** server-sent events: never ends on its own, so only refusals are injected */
  stream?: true;
  /** ends the caller's session: each call is made with a session of its own */
  endsSession?: true;
}

const anyone = CALLERS;
const staffAdmin: Caller[] = ['staff', 'admin'];
const signedIn: Caller[] = ['patient', 'regDoctor', 'doctor', 'staff', 'admin'];
const patientSide: Caller[] = ['patient', 'regDoctor'];
const ahead = (days: number) => dmy(addDays(TODAY, days));
/** Staff and admin book for a patient record; patients for themselves. */
const forPatient = (w: World, caller: Caller) =>
  caller === 'staff' || caller === 'admin' ? { patientId: w.users.patient.user.id } : {};

const doctorFormFields: Record<string, FieldKind> = {
  service: 'name',
  firstName: 'name',
  lastName: 'name',
  email: 'email',
  phoneNumber: 'name',
  location: 'name',
  totalSlots: 'count',
  specialization: 'name',
  experience: 'count',
  feePerConsultation: 'count',
  clinicDay: 'clinicDayList',
  appointmentTime: 'timeRange',
};
const formOf = (email: string) =>
  doctorForm({ email, service: 'Cardiology', clinicDay: ['Everyday'], appointmentTime: ['09:00', '13:00'] });

/** A public ES384 key (its private half thrown away) for registering API clients. */
const MATRIX_PUBLIC_KEY = {
  kty: 'EC',
  crv: 'P-384',
  x: 'nbyw9QsPhv4hnum_72cLAzx_F8GG6oah6StXFgQe9gA6zi6P6mavoFLYer9TQeJ9',
  y: '5wu7nFb2m1-W2NSq8sNd_1AWmX5-WMOa3MmFSK3DyRUuubF_kH64jckE40E0wbKI',
  alg: 'ES384',
  use: 'sig',
  kid: 'matrix',
};

const list = (url: string, allowed: Caller[]): Endpoint => ({ method: 'GET', url: () => url, allowed });

/** Not a check-in link (only its shape's last part, a uuid, names the route's parameter). */
const NO_CHECK_IN_LINK = '00000000-0000-4000-8000-000000000030';

/** An id no data request nor patient has: the admin's call is a 404, never a guard's refusal. */
const NO_DATA_REQUEST = '00000000-0000-4000-8000-000000000033';

/** An id no webhook or delivery has; the admin's call is a 404, never a guard's refusal. */
const NO_WEBHOOK = '00000000-0000-4000-8000-000000000031';
const webhookAction = (url: string, field: 'webhookId' | 'deliveryId'): Endpoint => ({
  method: 'POST',
  url: () => url,
  allowed: ['admin'],
  body: () => ({ [field]: NO_WEBHOOK }),
  fields: { [field]: 'uuid' },
});

/** Query strings every paged list refuses: paging, sort and order out of range, unknown keys. */
const BAD_PAGING = [
  'page=0',
  'page=-1',
  'page=abc',
  'page=1.5',
  'page=1e309',
  'pageSize=0',
  'pageSize=101',
  'pageSize=abc',
  'pageSize=-5',
  'page=1&page=2',
  'sort=password_hash',
  `sort=${encodeURIComponent('created_at; DROP TABLE users; --')}`,
  'sort=createdAt&sort=createdAt',
  'order=up',
  'order=DESC',
  `search=${'x'.repeat(101)}`,
  'search=a&search=b',
  `id=${encodeURIComponent("' OR 1=1 --")}`,
  '__proto__[isAdmin]=1',
  'userId=00000000-0000-4000-8000-000000000000',
];
/** A paged list's filters, each given a value it refuses. */
const BAD_FILTERS: Record<string, string[]> = {
  status: ['status=nope', 'status=pending,PENDING', `status=${encodeURIComponent('<script>')}`],
  service: [`service=${'x,'.repeat(60)}`],
  doctorId: ['doctorId=not-a-uuid', `doctorId=${encodeURIComponent("' OR 1=1 --")}`],
  dates: [
    'from=31-02-2026',
    'from=2026-02-30',
    'to=yesterday',
    'to=2026%2F01%2F01',
    'from=2026-02-01&to=2026-01-01',
  ],
  reviewed: ['reviewed=maybe', 'reviewed=1', 'reviewed=true&reviewed=false'],
};
const pagedList = (url: string, allowed: Caller[], filters: string[], refused: string[] = []): Endpoint => ({
  ...list(url, allowed),
  badQueries: [...BAD_PAGING, ...filters.flatMap((filter) => BAD_FILTERS[filter]), ...refused],
});
const clinicOrDoctor: Caller[] = ['doctor', 'staff', 'admin'];

/** Ranges and filters every insights call refuses. */
const BAD_INSIGHTS_RANGES = [
  'from=2026-05-10&to=2026-05-01',
  'from=2020-01-01&to=2026-01-01',
  'from=2026-05-01&to=2029-05-05',
  'from=yesterday',
  'to=tomorrow',
  'from=31-02-2026',
  'from=2026-13-01',
  'to=2026-02-30',
  'to=2026-1-1x',
  'from=2026-01-01&from=2026-02-01',
  'from[]=2026-01-01',
  'from=%00',
  'doctorId=not-a-uuid',
  'doctorId=1&doctorId=2',
  `doctorId=${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(11)}g`,
  'doctorId=00000000-0000-4000-8000-000000000000',
  `service=${'x'.repeat(101)}`,
  `location=${'y'.repeat(101)}`,
  'service=a&service=b',
  'colour=red',
  'page=2',
];
/** The same for the calls that page doctors: a page is theirs to ask for. */
const PAGED_INSIGHTS_RANGES = BAD_INSIGHTS_RANGES.filter((query) => query !== 'page=2');
const SOME_DOCTOR = 'doctorId=00000000-0000-4000-8000-000000000000';
/** The closing preview takes a doctor and one date or a range; each of these is refused. */
/** Query strings a call taking one id parameter, `key`, refuses. */
const badIdQueries = (key: string) => {
  const some = `${key}=00000000-0000-4000-8000-000000000000`;
  return [
    '',
    `${key}=nope`,
    `${key}=${encodeURIComponent("' OR 1=1 --")}`,
    `${some}&x=1`,
    `${some}&${some}`,
    `${some}&page=1`,
    `${some}&date=01-01-2030`,
    `${key.toLowerCase()}=00000000-0000-4000-8000-000000000000`,
    `${key}=${'a'.repeat(400)}`,
    `${key}=`,
    `${key}[]=x`,
    `__proto__[${key}]=1`,
    `${key}=00000000-0000-4000-8000-00000000000`,
    `${key}=00000000-0000-4000-8000-0000000000000`,
    `${key}=%00`,
    `${key}=null`,
    `${key}=undefined`,
    `${key}=<script>`,
    `${key}=1`,
    `${key}=true`,
  ];
};

const BAD_CLOSING_QUERIES = [
  '',
  'doctorId=nope',
  `${SOME_DOCTOR}`,
  `${SOME_DOCTOR}&date=31-02-2026`,
  `${SOME_DOCTOR}&date=tomorrow`,
  `${SOME_DOCTOR}&from=01-01-2030`,
  `${SOME_DOCTOR}&to=01-01-2030`,
  `${SOME_DOCTOR}&from=02-01-2030&to=01-01-2030`,
  `${SOME_DOCTOR}&date=01-01-2030&from=01-01-2030&to=02-01-2030`,
  `${SOME_DOCTOR}&date=${encodeURIComponent("' OR 1=1 --")}`,
  `doctorId=${encodeURIComponent("' OR 1=1 --")}&date=01-01-2030`,
  `${SOME_DOCTOR}&date=2030/01/01`,
  `${SOME_DOCTOR}&date=01-13-2030`,
  `${SOME_DOCTOR}&from=yesterday&to=today`,
  `${SOME_DOCTOR}&date=01-01-2030&date=02-01-2030`,
  `doctorId=${'x'.repeat(300)}&date=01-01-2030`,
  `${SOME_DOCTOR}&date=`,
  `${SOME_DOCTOR}&from=&to=`,
  'date=01-01-2030',
  `${SOME_DOCTOR}&from=01-01-2030&to=%00`,
];
/** The appointment lists: a doctor's and a patient's refuse doctorId; only the patient's takes reviewed. */
const APPOINTMENT_FILTERS = ['status', 'service', 'dates'];
const named = (url: string, field: string): Endpoint => ({
  method: 'POST',
  url: () => url,
  allowed: ['admin'],
  body: () => ({ [field]: `Security ${field} ${Math.random().toString(36).slice(2, 8)}` }),
  fields: { [field]: 'name' },
});
const selfUserId = (w: World, caller: Caller) => ({
  userId: caller === 'anonymous' ? w.users.patient.user.id : w.users[caller].user.id,
});

/** A clinic-day call on the pending sample appointment: admitted callers meet a 409, never the guard. */
const clinicDayCall = (url: string): Endpoint => ({
  method: 'POST',
  url: () => url,
  allowed: clinicOrDoctor,
  body: (w) => ({ appointmentId: w.appointmentId }),
  fields: { appointmentId: 'uuid' },
});

/** Every route of src/server/routes, with who may call it and a valid sample body. */
export const ENDPOINTS: Record<string, Endpoint> = {
  register: {
    method: 'POST',
    url: () => '/api/user/register',
    allowed: anyone,
    body: () => ({
      name: 'Sade Ade',
      email: `reg-${Math.random().toString(36).slice(2)}@example.com`,
      phone: '08012345678',
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    }),
    fields: {
      name: 'name',
      email: 'email',
      phone: 'phone',
      password: 'password',
      confirmPassword: 'password',
    },
  },
  verifyOtp: {
    method: 'POST',
    url: () => '/api/user/verify-otp',
    allowed: anyone,
    body: () => ({ email: 'nobody@example.com', otp: '123456' }),
    fields: { email: 'email', otp: 'otp' },
  },
  resendOtp: {
    method: 'POST',
    url: () => '/api/user/resend-otp',
    allowed: anyone,
    body: () => ({ email: 'nobody@example.com' }),
    fields: { email: 'email' },
  },
  login: {
    method: 'POST',
    url: () => '/api/user/login',
    allowed: anyone,
    body: (w) => ({ email: w.loginEmail, password: GOOD_PASSWORD }),
    fields: { email: 'email', password: 'secret' },
  },
  getUser: { method: 'POST', url: () => '/api/user/getUser_id', allowed: SIGNED_IN, body: selfUserId },
  markSeen: {
    method: 'POST',
    url: () => '/api/user/mark-all-notifications-seen',
    allowed: SIGNED_IN,
    body: selfUserId,
    fields: { userId: 'uuid' },
  },
  mailPreferences: {
    method: 'POST',
    url: () => '/api/user/update-mail-preferences',
    allowed: SIGNED_IN,
    body: () => ({ appointmentMail: true }),
    fields: { appointmentMail: 'flag' },
  },
  textPreferences: {
    method: 'POST',
    url: () => '/api/user/update-text-preferences',
    allowed: SIGNED_IN,
    body: () => ({ appointmentTexts: true }),
    fields: { appointmentTexts: 'flag' },
  },
  // the consents a person gives and withdraws; the privacy notice in force, accepted
  updateConsent: {
    method: 'POST',
    url: () => '/api/user/update-consent',
    allowed: SIGNED_IN,
    body: () => ({ consent: 'reviewName', given: true }),
    fields: { consent: 'enum', given: 'flag' },
  },
  acceptPrivacy: {
    method: 'POST',
    url: () => '/api/user/accept-privacy',
    allowed: SIGNED_IN,
    // no notice is published in the matrix's world: the call is judged and refused (409), never guarded
    body: () => ({ version: 1 }),
    fields: { version: 'count' },
  },
  consentEvents: pagedList('/api/user/consent-events', signedIn, []),
  language: {
    method: 'POST',
    url: () => '/api/user/update-language',
    allowed: SIGNED_IN,
    // English: the role matrix calls it as each caller, whose later answers it must not change
    body: () => ({ language: 'en' }),
    fields: { language: 'enum' },
  },
  // the caller's own mobile number (any role)
  updatePhone: {
    method: 'POST',
    url: () => '/api/user/update-phone',
    allowed: SIGNED_IN,
    body: () => ({ phone: '0803 123 4567' }),
    fields: { phone: 'phone' },
  },
  deleteSeen: {
    method: 'POST',
    url: () => '/api/user/delete-all-notifications',
    allowed: SIGNED_IN,
    body: selfUserId,
    fields: { userId: 'uuid' },
  },
  resetOtp: {
    method: 'POST',
    url: () => '/api/reset-Password/generate-reset-otp',
    allowed: anyone,
    body: () => ({ email: 'nobody@example.com' }),
    fields: { email: 'email' },
  },
  resetPassword: {
    method: 'POST',
    url: () => '/api/reset-Password/reset-password',
    allowed: anyone,
    body: () => ({
      email: 'nobody@example.com',
      otp: '123456',
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    }),
    fields: { email: 'email', otp: 'otp', password: 'password', confirmPassword: 'password' },
  },
  allStaff: pagedList('/api/admin/get-all-staff', staffAdmin, [], ['status=pending', 'sort=fee']),
  allAdmin: pagedList('/api/admin/get-all-admin', staffAdmin, [], ['status=pending', 'sort=fee']),
  allUsers: pagedList('/api/admin/get-all-users', staffAdmin, [], ['status=pending', 'sort=fee']),
  staffRegister: {
    method: 'POST',
    url: () => '/api/admin/register',
    allowed: ['admin'],
    body: () => ({
      name: 'Femi Staff',
      email: `staff-${Math.random().toString(36).slice(2)}@example.com`,
      phone: '08012345678',
      password: GOOD_PASSWORD,
      role: 'staff',
    }),
    fields: { name: 'name', email: 'email', phone: 'phone', password: 'password', role: 'enum' },
  },
  blockUser: {
    method: 'PUT',
    url: (w) => `/api/admin/block-user/${w.bystanderId}`,
    allowed: ['admin'],
    param: (value) => `/api/admin/block-user/${value}`,
  },
  unblockUser: {
    method: 'PUT',
    url: (w) => `/api/admin/unblock-user/${w.bystanderId}`,
    allowed: ['admin'],
    param: (value) => `/api/admin/unblock-user/${value}`,
  },
  clinicDays: list('/api/user/get-all-clinic-day', anyone),
  createClinicDay: named('/api/user/create-clinic-day', 'name'),
  services: list('/api/user/get-all-services', SIGNED_IN),
  addService: named('/api/admin/service', 'service'),
  locations: list('/api/user/get-all-location', SIGNED_IN),
  addLocation: named('/api/admin/location', 'location'),
  specialities: list('/api/user/get-all-speciality', SIGNED_IN),
  addSpeciality: named('/api/admin/speciality', 'speciality'),
  slotOptions: list('/api/Appointmentslot/get-all-totalSlots', SIGNED_IN),
  addSlotOption: {
    method: 'POST',
    url: () => '/api/Appointmentslot/Appointmentslots',
    allowed: ['admin'],
    body: () => ({ totalSlots: 100 + Math.floor(Math.random() * 400) }),
    fields: { totalSlots: 'count' },
  },
  apply: {
    method: 'POST',
    url: () => '/api/user/apply-appointment-service',
    allowed: patientSide,
    body: () => formOf('applicant@example.com'),
    fields: doctorFormFields,
  },
  approvedDoctors: pagedList(
    '/api/user/get-all-approved-doctors',
    SIGNED_IN,
    ['service'],
    ['status=approved', 'sort=email'],
  ),
  doctorById: {
    method: 'POST',
    url: () => '/api/doctor/get-doctor-info-by-id',
    allowed: SIGNED_IN,
    body: (w) => ({ doctorId: w.doctorId }),
    fields: { doctorId: 'uuid' },
  },
  doctorByUserId: {
    method: 'POST',
    url: () => '/api/doctor/get-doctor-info-by-user-id',
    allowed: ['doctor', 'admin'],
    body: (w) => ({ userId: w.users.doctor.user.id }),
    fields: { userId: 'uuid' },
  },
  updateDoctor: {
    method: 'POST',
    url: () => '/api/doctor/update-doctor-info-by-user-id',
    allowed: ['doctor', 'admin'],
    body: (w) => ({ ...formOf(w.users.doctor.user.email), userId: w.users.doctor.user.id }),
    fields: { ...doctorFormFields, userId: 'uuid' },
  },
  allDoctors: pagedList('/api/admin/get-all-doctors', staffAdmin, ['status', 'service'], ['doctorId=x']),
  registeredDoctors: list('/api/admin/get-registered-doctors', staffAdmin),
  scheduleDoctor: {
    method: 'POST',
    url: () => '/api/admin/admin-apply-appointment',
    allowed: staffAdmin,
    body: (w) => {
      const { clinicDay: _days, ...form } = formOf('scheduled@example.com');
      return { ...form, doctor: w.registeredDoctorId, clinicDays: 'Monday,Everyday' };
    },
    fields: {
      ...doctorFormFields,
      clinicDay: 'text',
      doctor: 'uuid',
      clinicDays: 'clinicDays',
    },
  },
  doctorStatus: {
    method: 'POST',
    url: () => '/api/admin/change-doctor-status',
    allowed: ['admin'],
    body: (w) => ({ doctorId: w.pendingDoctorId, status: 'approved' }),
    fields: { doctorId: 'uuid', status: 'enum' },
  },
  doctorClinic: {
    method: 'POST',
    url: () => '/api/admin/update-doctor-clinic',
    allowed: ['admin'],
    body: (w) => ({
      doctorId: w.doctorId,
      clinicDay: ['Everyday'],
      feePerConsultation: 9000,
      appointmentTime: ['09:00', '13:00'],
    }),
    fields: {
      doctorId: 'uuid',
      clinicDay: 'clinicDayList',
      feePerConsultation: 'count',
      appointmentTime: 'timeRange',
    },
  },
  // staff and admin book for a patient record (patientId)
  checkAvailability: {
    method: 'POST',
    url: () => '/api/bookAppointment/check-availability',
    allowed: [...patientSide, ...staffAdmin],
    body: (w, caller) => ({ doctorId: w.doctorId, date: ahead(3), time: '10:00', ...forPatient(w, caller) }),
    fields: { doctorId: 'uuid', date: 'date', time: 'time' },
  },
  bookAppointment: {
    method: 'POST',
    url: () => '/api/bookAppointment/book-appointment',
    allowed: [...patientSide, ...staffAdmin],
    body: (w, caller) => ({ doctorId: w.doctorId, date: ahead(4), time: '10:00', ...forPatient(w, caller) }),
    fields: { doctorId: 'uuid', date: 'date', time: 'time' },
  },
  // a course of visits, planned then booked (the desk for a patient record)
  planSeries: {
    method: 'POST',
    url: () => '/api/user/plan-series',
    allowed: [...patientSide, ...staffAdmin],
    body: (w, caller) => ({
      doctorId: w.doctorId,
      firstDate: ahead(5),
      time: '10:00',
      every: 'week',
      count: 2,
      ...forPatient(w, caller),
    }),
    fields: { doctorId: 'uuid', firstDate: 'date', time: 'time', every: 'enum', count: 'count' },
    optional: ['time'],
  },
  bookSeries: {
    method: 'POST',
    url: () => '/api/user/book-series',
    allowed: [...patientSide, ...staffAdmin],
    body: (w, caller) => ({
      doctorId: w.doctorId,
      time: '10:00',
      dates: [ahead(6)],
      ...forPatient(w, caller),
    }),
    fields: { doctorId: 'uuid', time: 'time' },
    optional: ['time'],
  },
  approveSeries: {
    method: 'POST',
    url: () => '/api/doctor/approve-series',
    allowed: ['doctor', ...staffAdmin],
    body: () => ({ seriesId: '00000000-0000-4000-8000-000000000032' }),
    fields: { seriesId: 'uuid' },
  },
  dependants: { method: 'GET', url: () => '/api/user/dependants', allowed: patientSide },
  addDependant: {
    method: 'POST',
    url: () => '/api/user/add-dependant',
    allowed: patientSide,
    body: () => ({ name: 'Matrix Child', dateOfBirth: '2015-04-01', relationship: 'Child' }),
    fields: { name: 'name', dateOfBirth: 'date' },
  },
  updateDependant: {
    method: 'POST',
    url: () => '/api/user/update-dependant',
    allowed: patientSide,
    body: (w) => ({
      dependantId: w.bystanderId,
      name: 'Matrix Child',
      dateOfBirth: '2015-04-01',
      relationship: 'Child',
    }),
    fields: { dependantId: 'uuid', name: 'name', dateOfBirth: 'date' },
  },
  removeDependant: {
    method: 'POST',
    url: () => '/api/user/remove-dependant',
    allowed: patientSide,
    body: (w) => ({ dependantId: w.bystanderId }),
    fields: { dependantId: 'uuid' },
  },
  findPatients: pagedList('/api/desk/find-patients', staffAdmin, [], ['status=pending']),
  deskPatient: { ...list('/api/desk/patient', staffAdmin), badQueries: badIdQueries('patientId') },
  // a copy of everything kept about a person: their own, or a patient's from the desk
  myData: list('/api/user/my-data', signedIn),
  deskPatientData: { ...list('/api/desk/patient-data', staffAdmin), badQueries: badIdQueries('patientId') },
  // erasure: the patient's own (a wrong password is refused, 400, and changes nothing), or an
  // administrator's on a written request (an id no patient has: 404)
  deleteAccount: {
    method: 'POST',
    url: () => '/api/user/delete-account',
    allowed: ['patient'],
    body: () => ({ password: 'not-the-password' }),
    fields: { password: 'secret' },
  },
  adminDeleteAccount: {
    method: 'POST',
    url: () => '/api/admin/delete-account',
    allowed: ['admin'],
    body: () => ({ userId: NO_DATA_REQUEST, requestReference: 'LETTER-1' }),
    fields: { userId: 'uuid', requestReference: 'name' },
  },
  // the requests about a person's data, with the law's 30 days
  dataRequests: pagedList('/api/admin/data-requests', ['admin'], [], ['sort=due', 'status=open']),
  recordDataRequest: {
    method: 'POST',
    url: () => '/api/admin/data-requests',
    allowed: ['admin'],
    body: (w) => ({ kind: 'correction', patientId: w.bystanderId, receivedOn: TODAY }),
    fields: { kind: 'enum', patientId: 'uuid', receivedOn: 'date' },
  },
  closeDataRequest: {
    method: 'POST',
    url: () => `/api/admin/data-requests/${NO_DATA_REQUEST}/close`,
    allowed: ['admin'],
    body: () => ({ outcome: 'Corrected' }),
    fields: { outcome: 'text' },
    param: (value) => `/api/admin/data-requests/${value}/close`,
  },
  // who opened a record: the patient's own list, the administrators' search, a doctor opening a patient
  recordAccess: pagedList('/api/user/record-access', signedIn, []),
  adminRecordAccess: {
    ...list('/api/admin/record-access', ['admin']),
    badQueries: [
      'patientId=not-a-uuid',
      `actorId=${encodeURIComponent("' OR 1=1 --")}`,
      'from=31-02-2026',
      'to=yesterday',
      'from=2026-02-01&to=2026-01-01',
      'page=0',
      'page=abc',
      'pageSize=101',
      'pageSize=-5',
      'page=-1',
      'page=1.5',
      'page=1e309',
      'pageSize=0',
      'pageSize=abc',
      'patientId=00000000-0000-4000-8000-00000000000g',
      `patientId=${encodeURIComponent("' OR 1=1 --")}`,
      'actorId=nope',
      'from=2026-13-01',
      'from=yesterday',
      'to=00:00',
      'to=2026%2F01%2F01',
    ],
  },
  doctorPatient: {
    ...list('/api/doctor/patient', ['doctor']),
    badQueries: [
      ...badIdQueries('patientId'),
      `patientId=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}&reason=${'x'.repeat(501)}`,
    ],
  },
  // a doctor finds a patient to open: names alone
  doctorFindPatients: pagedList(
    '/api/doctor/find-patients',
    ['doctor'],
    [],
    ['sort=createdAt', 'status=pending'],
  ),
  // the texts about one appointment
  appointmentTexts: {
    ...list('/api/desk/appointment-texts', staffAdmin),
    badQueries: badIdQueries('appointmentId'),
  },
  // the patients whose number cannot receive texts
  unusablePhones: pagedList('/api/desk/unusable-phones', staffAdmin, [], ['search=ada', 'sort=email']),
  // the desk corrects a patient's number
  updatePatientPhone: {
    method: 'POST',
    url: () => '/api/desk/update-patient-phone',
    allowed: staffAdmin,
    body: (w) => ({ userId: w.users.patient.user.id, phone: '0803 123 4567' }),
    fields: { userId: 'uuid', phone: 'phone' },
  },
  registerPatient: {
    method: 'POST',
    url: () => '/api/desk/register-patient',
    allowed: staffAdmin,
    body: () => ({ name: 'Matrix Caller', phone: `0803 ${Math.floor(1000000 + Math.random() * 8999999)}` }),
    fields: { name: 'name', phone: 'phone' },
  },
  userAppointments: pagedList(
    '/api/user/get-appointments-by-user-id',
    patientSide,
    [...APPOINTMENT_FILTERS, 'reviewed'],
    ['sort=patient', 'doctorId=00000000-0000-4000-8000-000000000000'],
  ),
  doctorAppointments: pagedList(
    '/api/doctor/get-appointments-by-doctor-id',
    ['doctor'],
    APPOINTMENT_FILTERS,
    ['doctorId=00000000-0000-4000-8000-000000000000', 'reviewed=true'],
  ),
  allAppointments: pagedList(
    '/api/admin/get-all-appointments',
    staffAdmin,
    [...APPOINTMENT_FILTERS, 'doctorId'],
    ['reviewed=false'],
  ),
  changeStatus: {
    method: 'POST',
    url: () => '/api/doctor/change-appointment-status',
    allowed: ['doctor', 'staff', 'admin'],
    body: (w) => ({ appointmentId: w.appointmentId, status: 'rejected', comment: 'Not today' }),
    fields: { appointmentId: 'uuid', status: 'enum', comment: 'text', schedule_date: 'date' },
  },
  // cancel and reschedule: the owner patient, the clinic for anyone, the doctor their own visit (cancel only)
  cancelAppointment: {
    method: 'POST',
    url: () => '/api/bookAppointment/cancel-appointment',
    allowed: ['patient', 'doctor', 'staff', 'admin'],
    body: (w) => ({ appointmentId: w.appointmentId, reason: 'Feeling better' }),
    fields: { appointmentId: 'uuid', reason: 'text' },
  },
  rescheduleAppointment: {
    method: 'POST',
    url: () => '/api/bookAppointment/reschedule-appointment',
    allowed: ['patient', 'staff', 'admin'],
    body: (w) => ({ appointmentId: w.appointmentId, date: ahead(5), time: '10:00' }),
    fields: { appointmentId: 'uuid', date: 'date', time: 'time' },
  },
  // the waitlist, closed clinic days and one-click rebooking
  joinWaitlist: {
    method: 'POST',
    url: () => '/api/bookAppointment/join-waitlist',
    allowed: patientSide,
    body: (w) => ({ doctorId: w.doctorId, date: ahead(6), time: '10:00' }),
    fields: { doctorId: 'uuid', date: 'date', time: 'time' },
  },
  leaveWaitlist: {
    method: 'POST',
    url: () => '/api/bookAppointment/leave-waitlist',
    allowed: patientSide,
    body: () => ({ waitlistId: '00000000-0000-4000-8000-000000000000' }),
    fields: { waitlistId: 'uuid' },
  },
  getWaitlist: list('/api/user/get-waitlist', patientSide),
  rebook: {
    method: 'POST',
    url: () => '/api/bookAppointment/rebook',
    allowed: patientSide,
    body: (w) => ({ appointmentId: w.appointmentId }),
    fields: { appointmentId: 'uuid' },
  },
  closedDates: {
    ...list('/api/bookAppointment/closed-dates', SIGNED_IN),
    badQueries: badIdQueries('doctorId'),
  },
  fullDates: {
    ...list('/api/bookAppointment/full-dates', SIGNED_IN),
    badQueries: badIdQueries('doctorId'),
  },
  closeClinicDay: {
    method: 'POST',
    url: () => '/api/admin/close-clinic-day',
    allowed: clinicOrDoctor,
    body: (w) => ({ doctorId: w.doctorId, date: ahead(10), reason: 'Conference' }),
    fields: { doctorId: 'uuid', date: 'date', reason: 'text' },
  },
  recordLeave: {
    method: 'POST',
    url: () => '/api/doctor/record-leave',
    allowed: ['doctor', 'admin'],
    body: (w, caller) => ({
      ...(caller === 'admin' ? { doctorId: w.doctorId } : {}),
      from: ahead(80),
      to: ahead(81),
      reason: 'Annual leave',
    }),
    fields: { doctorId: 'uuid', from: 'date', to: 'date', reason: 'text', substituteDoctorId: 'uuid' },
    optional: ['doctorId', 'substituteDoctorId'],
  },
  // a leave's one-click offer: no sign-in, the link's key is the credential (an unknown one is a 404)
  readLeaveOffer: {
    method: 'POST',
    url: () => '/api/leave-offer/read',
    allowed: anyone,
    body: () => ({ key: 'A'.repeat(32) }),
    fields: { key: 'text' },
  },
  acceptLeaveOffer: {
    method: 'POST',
    url: () => '/api/leave-offer/accept',
    allowed: anyone,
    body: () => ({ key: 'A'.repeat(32) }),
    fields: { key: 'text' },
  },
  closingPreview: {
    ...list('/api/admin/clinic-day-closing-preview', clinicOrDoctor),
    badQueries: BAD_CLOSING_QUERIES,
  },
  reopenClinicDay: {
    method: 'POST',
    url: () => '/api/admin/reopen-clinic-day',
    allowed: clinicOrDoctor,
    body: (w) => ({ doctorId: w.doctorId, date: ahead(11) }),
    fields: { doctorId: 'uuid', date: 'date' },
  },
  closedClinicDays: pagedList(
    '/api/admin/closed-clinic-days',
    clinicOrDoctor,
    ['doctorId', 'dates'],
    ['status=pending', 'search=x', 'sort=reason'],
  ),
  doctorComplete: completeCall('/api/doctor/complete-appointment', ['doctor']),
  adminComplete: completeCall('/api/admin/complete-appointment', staffAdmin),
  daySheet: {
    ...list('/api/desk/day', clinicOrDoctor),
    badQueries: [
      ...BAD_PAGING.filter((q) => !q.startsWith('sort') && !q.startsWith('order')),
      'state=waiting',
      'state=arrived&state=seen',
      'date=31-02-2026',
      'date=yesterday',
      'date=2026-13-01',
      'doctorId=not-a-uuid',
      'doctorId=1&doctorId=2',
    ],
  },
  checkIn: clinicDayCall('/api/desk/check-in'),
  insightsSummary: { ...list('/api/insights/summary', clinicOrDoctor), badQueries: BAD_INSIGHTS_RANGES },
  insightsSeries: {
    ...list('/api/insights/series', clinicOrDoctor),
    badQueries: [
      'metric=happiness',
      'metric=',
      'metric=booked&bucket=year',
      'metric=booked&metric=completed',
      'metrics=booked,happiness',
      'metrics=booked,booked',
      'metrics=',
      'metric=booked&metrics=completed',
      ...BAD_INSIGHTS_RANGES.map((query) => `metric=booked&${query}`),
    ],
  },
  insightsDoctorRanking: {
    ...list('/api/insights/doctor-ranking', clinicOrDoctor),
    badQueries: [
      'metric=due',
      'metric=',
      'metric=booked&metric=utilisation',
      'by=doctor',
      'page=0',
      'pageSize=101',
      'page=1&page=2',
      ...PAGED_INSIGHTS_RANGES,
    ],
  },
  insightsBreakdown: {
    ...list('/api/insights/breakdown', clinicOrDoctor),
    badQueries: [
      'by=planet',
      'by=doctor&metric=happiness',
      'by=weekday-hour&metric=utilisation',
      'by=doctor&order=up',
      'by=doctor&page=0',
      'by=doctor&page=x',
      'by=doctor&pageSize=101',
      ...PAGED_INSIGHTS_RANGES.map((query) => `by=doctor&${query}`),
    ],
  },
  undoCheckIn: clinicDayCall('/api/desk/undo-check-in'),
  markNoShow: clinicDayCall('/api/desk/mark-no-show'),
  callNext: {
    method: 'POST',
    url: () => '/api/desk/call-next',
    allowed: clinicOrDoctor,
    body: (w) => ({ doctorId: w.doctorId }),
    fields: { doctorId: 'uuid' },
  },
  setPriority: {
    method: 'POST',
    url: () => '/api/desk/set-priority',
    allowed: clinicOrDoctor,
    body: (w) => ({ appointmentId: w.appointmentId, reason: 'Frail' }),
    fields: { appointmentId: 'uuid', reason: 'text' },
  },
  myQueue: list('/api/user/my-queue', ['patient', 'regDoctor', 'doctor', 'staff', 'admin']),
  createDisplay: {
    method: 'POST',
    url: () => '/api/admin/create-display',
    allowed: ['admin'],
    body: (w) => ({ name: 'Hall', doctorIds: [w.doctorId] }),
    fields: { name: 'name' },
  },
  displays: list('/api/admin/displays', ['admin']),
  displayPoster: {
    method: 'GET',
    url: (w) => `/api/admin/display-poster/${w.displayId}`,
    allowed: ['admin'],
    param: (value) => `/api/admin/display-poster/${value}`,
  },
  // a signed-in caller with a link that is no check-in link: refused as a business rule (400)
  checkInOffer: {
    method: 'GET',
    url: () => `/api/check-in/${NO_CHECK_IN_LINK}`,
    allowed: signedIn,
    param: (value) => `/api/check-in/${value}`,
  },
  checkInByLink: {
    method: 'POST',
    url: () => `/api/check-in/${NO_CHECK_IN_LINK}`,
    allowed: signedIn,
    body: (w) => ({ appointmentId: w.appointmentId }),
    fields: { appointmentId: 'uuid' },
  },
  revokeDisplay: {
    method: 'POST',
    url: () => '/api/admin/revoke-display',
    allowed: ['admin'],
    body: () => ({ displayId: '00000000-0000-4000-8000-000000000000' }),
    fields: { displayId: 'uuid' },
  },
  // without WEBHOOK_ALLOW_PRIVATE the sample's loopback URL is refused as a business rule
  createWebhook: {
    method: 'POST',
    url: () => '/api/admin/create-webhook',
    allowed: ['admin'],
    body: () => ({ url: 'http://127.0.0.1:9/hooks', events: ['visit.called'] }),
    fields: { url: 'text' },
  },
  webhooks: list('/api/admin/webhooks', ['admin']),
  webhookDeliveries: {
    ...list('/api/admin/webhook-deliveries', ['admin']),
    badQueries: ['webhookId=x', ...BAD_PAGING.map((query) => `webhookId=${NO_WEBHOOK}&${query}`)],
  },
  ...Object.fromEntries(
    ['rotate-webhook-secret', 'disable-webhook', 'enable-webhook', 'delete-webhook'].map((action) => [
      action,
      webhookAction(`/api/admin/${action}`, 'webhookId'),
    ]),
  ),
  resendWebhookDelivery: webhookAction('/api/admin/resend-webhook-delivery', 'deliveryId'),
  nowServing: list('/api/board/now-serving', anyone),
  boardStream: { ...list('/api/board/stream', anyone), stream: true },
  healthz: list('/healthz', anyone),
  readyz: list('/readyz', anyone),
  // loopback callers without METRICS_TOKEN, as inject() is
  metrics: list('/metrics', anyone),
  mfaStatus: list('/api/user/mfa/status', signedIn),
  mfaSetup: { method: 'POST', url: () => '/api/user/mfa/setup', allowed: signedIn, body: () => ({}) },
  mfaEnable: {
    method: 'POST',
    url: () => '/api/user/mfa/enable',
    allowed: signedIn,
    body: () => ({ code: '123456' }),
    fields: { code: 'otp' },
  },
  mfaDisable: {
    method: 'POST',
    url: () => '/api/user/mfa/disable',
    allowed: signedIn,
    body: () => ({ code: '123456' }),
    fields: { code: 'otp' },
  },
  sessions: list('/api/user/sessions', signedIn),
  revokeSession: {
    method: 'POST',
    url: () => '/api/user/revoke-session',
    allowed: signedIn,
    body: () => ({ sessionId: '00000000-0000-4000-8000-000000000000' }),
    fields: { sessionId: 'uuid' },
  },
  resetMfa: {
    method: 'POST',
    url: () => '/api/admin/reset-mfa',
    allowed: ['admin'],
    body: (w) => ({ userId: w.bystanderId }),
    fields: { userId: 'uuid' },
  },
  createApiClient: {
    method: 'POST',
    url: () => '/api/admin/create-api-client',
    allowed: ['admin'],
    body: () => ({ name: 'Matrix system', scopes: ['system/Slot.rs'], jwks: { keys: [MATRIX_PUBLIC_KEY] } }),
    fields: { name: 'name' },
  },
  apiClients: pagedList('/api/admin/api-clients', ['admin'], []),
  // the clinic's privacy notice: the version in force for anyone, its versions and the next for admins
  privacyNotice: list('/api/privacy-notice', anyone),
  privacyNotices: pagedList('/api/admin/privacy-notices', ['admin'], []),
  publishPrivacyNotice: {
    method: 'POST',
    url: () => '/api/admin/publish-privacy-notice',
    allowed: ['admin'],
    body: () => ({ texts: { en: 'How the clinic keeps and uses your data.' } }),
    // an object of texts by language: anything else in its place is refused
    fields: { texts: 'text' },
  },
  // the clinic's payment policy: when a visit is paid, deposits, refunds, the hold of an unpaid booking
  paymentPolicy: list('/api/admin/payment-policy', ['admin']),
  savePaymentPolicy: {
    method: 'POST',
    url: () => '/api/admin/payment-policy',
    allowed: ['admin'],
    body: () => ({ collect: 'desk', refundAfterCutoffPercent: 100, holdMinutes: 30 }),
    fields: { collect: 'enum', refundAfterCutoffPercent: 'count', holdMinutes: 'count' },
  },
  // Paystack: its signed webhook (anyone may send; without the signature it is refused as input),
  // the patient's return from its page, refunds by hand
  paystackWebhook: {
    method: 'POST',
    url: () => '/api/payments/paystack/webhook',
    allowed: anyone,
    body: () => ({ event: 'charge.success', data: { reference: 'CB-matrix', amount: 100, currency: 'NGN' } }),
    fields: { event: 'text' },
  },
  // without a reference it is refused as input; with one no payment has, 404
  paystackVerify: {
    ...list('/api/payments/paystack/verify', signedIn),
    badQueries: [
      'reference=',
      'reference=%20',
      'reference=%09%20',
      'reference=a&reference=b',
      'x=1',
      // longer than any reference (100 characters at most)
      ...Array.from({ length: 16 }, (_, i) => `reference=${'x'.repeat(101 + i * 37)}`),
    ],
  },
  refundPayment: {
    method: 'POST',
    url: () => '/api/admin/refund-payment',
    allowed: ['admin'],
    body: () => ({ paymentId: '00000000-0000-4000-8000-000000000035', amountKobo: 100, reason: 'Goodwill' }),
    fields: { paymentId: 'uuid', amountKobo: 'count', reason: 'text' },
  },
  // the desk takes cash, POS or transfer against a visit; a desk payment voided with a reason
  recordPayment: {
    method: 'POST',
    url: () => '/api/desk/record-payment',
    allowed: staffAdmin,
    // a visit with no fee left to pay would be refused as too much: 1 kobo is always owed at first
    body: (w) => ({ appointmentId: w.appointmentId, method: 'cash', amountKobo: 1 }),
    fields: { appointmentId: 'uuid', method: 'enum', amountKobo: 'count' },
  },
  voidPayment: {
    method: 'POST',
    url: () => '/api/desk/void-payment',
    allowed: staffAdmin,
    body: () => ({ paymentId: '00000000-0000-4000-8000-000000000035', reason: 'Typed twice' }),
    fields: { paymentId: 'uuid', reason: 'text' },
  },
  revokeApiClient: {
    method: 'POST',
    url: () => '/api/admin/revoke-api-client',
    allowed: ['admin'],
    body: () => ({ clientId: '00000000-0000-4000-8000-000000000000' }),
    fields: { clientId: 'uuid' },
  },
  // SMART Backend Services' discovery and token endpoint (RFC 6749 answers, not the envelope)
  smartConfiguration: list('/.well-known/smart-configuration', anyone),
  fhirSmartConfiguration: list('/fhir/R4/.well-known/smart-configuration', anyone),
  oauthToken: {
    method: 'POST',
    url: () => '/oauth2/token',
    allowed: anyone,
    body: () => ({ grant_type: 'client_credentials' }),
    fields: { grant_type: 'enum' },
  },
  signOutUser: {
    method: 'POST',
    url: () => '/api/admin/sign-out-user',
    allowed: ['admin'],
    body: (w) => ({ userId: w.bystanderId }),
    fields: { userId: 'uuid' },
  },
  adminStats: list('/api/admin/dashboard-stats', staffAdmin),
  doctorStats: list('/api/doctor/dashboard-stats', ['doctor']),
  slotsStatus: list('/api/bookAppointment/doctor-slots-status', staffAdmin),
  submitReview: {
    method: 'POST',
    url: () => '/api/bookAppointment/submit-review',
    allowed: patientSide,
    body: (w, caller) => ({
      appointmentId: w.completedId[caller === 'regDoctor' ? 'regDoctor' : 'patient'],
      rating: 4.5,
      comment: 'Thorough and kind',
    }),
    fields: { appointmentId: 'uuid', rating: 'rating', comment: 'text' },
  },
  doctorRating: {
    method: 'GET',
    url: (w) => `/api/reviews/doctor/${w.doctorId}`,
    allowed: anyone,
    param: (value) => `/api/reviews/doctor/${value}`,
  },
  allReviews: pagedList(
    '/api/admin/get-all-reviews',
    staffAdmin,
    ['status'],
    ['service=Cardiology', 'sort=comment'],
  ),
  reviewStatus: {
    method: 'POST',
    url: () => '/api/admin/update-review-status',
    allowed: staffAdmin,
    body: (w) => ({ reviewId: w.reviewId, status: 'approved', adminComment: 'Fine' }),
    fields: { reviewId: 'uuid', status: 'enum', adminComment: 'text' },
  },
  reopenReview: {
    method: 'POST',
    url: () => '/api/admin/reopen-review',
    allowed: staffAdmin,
    body: (w) => ({ reviewId: w.reviewId, adminComment: 'Taken down for a second look' }),
    fields: { reviewId: 'uuid', adminComment: 'text' },
  },
  myReviews: list('/api/doctor/get-my-reviews', ['doctor']),
  notificationsStream: { ...list('/api/user/notifications-stream', SIGNED_IN), stream: true },
  uploadImages: {
    method: 'POST',
    url: () => '/api/admin/upload-images',
    allowed: ['admin'],
    upload: true,
    body: () => ({ images: 'not a file' }),
  },
  images: list('/api/media/images', anyone),
  // the API's own description and its reference page (Swagger UI, at both spellings of its path)
  openapi: list('/api/openapi.json', anyone),
  apiDocs: list('/api/docs', anyone),
  apiDocsPage: list('/api/docs/', anyone),
  deleteImage: {
    method: 'DELETE',
    url: () => '/api/admin/media/00000000-0000-4000-8000-000000000000',
    allowed: ['admin'],
    param: (value) => `/api/admin/media/${value}`,
  },
  auditLog: {
    ...list('/api/admin/audit-log', ['admin']),
    badQueries: [
      `actor=${'x'.repeat(300)}`,
      `action=${'x'.repeat(300)}`,
      'outcome=maybe',
      'outcome=SUCCESS',
      'outcome=%3Cscript%3E',
      'from=31-02-2026',
      'from=2026-13-01',
      'from=yesterday',
      `from=${encodeURIComponent("' OR 1=1 --")}`,
      'to=00:00',
      'to=2026%2F01%2F01',
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'page=1e309',
      'pageSize=0',
      'pageSize=1000',
      'pageSize=abc',
      'pageSize=-5',
      'page=1&page=2',
      'from=2026-02-01&to=2026-01-01',
    ],
  },
  uploadedImage: {
    method: 'GET',
    url: () => '/uploads/00000000-0000-4000-8000-000000000000',
    allowed: anyone,
    param: (value) => `/uploads/${value}`,
  },
  // last two: they end the caller's token, so no later check may use it
  logout: {
    method: 'POST',
    url: () => '/api/user/logout',
    allowed: signedIn,
    body: () => ({}),
    endsSession: true,
  },
  revokeAllSessions: {
    method: 'POST',
    url: () => '/api/user/revoke-all-sessions',
    allowed: signedIn,
    body: () => ({}),
    endsSession: true,
  },
};

function completeCall(url: string, allowed: Caller[]): Endpoint {
  return {
    method: 'POST',
    url: () => url,
    allowed,
    body: (w) => ({ appointmentId: w.appointmentId, comment: 'Seen', followUpNeeded: 'no' }),
    fields: { appointmentId: 'uuid', comment: 'text', followUpNeeded: 'enum', followUpDate: 'date' },
  };
}

/** One user per caller role and the records the sample bodies name, made straight in the database. */
export async function makeWorld(server: TestServer): Promise<World> {
  const doctor = await quickDoctor(server, { firstName: 'Matrix', totalSlots: 50 });
  const [patient, regDoctor, staff, admin, registered, bystander] = await Promise.all([
    quickUser(server, { name: 'Matrix Patient' }),
    quickUser(server, { flags: { reg_doctor: true } }),
    quickUser(server, { flags: { is_staff: true } }),
    quickUser(server, { flags: { is_admin: true } }),
    quickUser(server, { flags: { reg_doctor: true } }),
    quickUser(server),
  ]);
  const signsIn = await createUser(server, { email: `matrix-login-${Date.now()}@example.com` });
  const pending = await quickDoctor(server, { firstName: 'Pending', status: 'pending' });
  const appointmentId = await book(server, patient, doctor, addDays(TODAY, 1));
  const completed = async (who: QuickUser, daysAhead: number) => {
    const id = await book(server, who, doctor, addDays(TODAY, daysAhead));
    await server.db.updateTable('appointments').set({ status: 'completed' }).where('id', '=', id).execute();
    return id;
  };
  const completedId = { patient: await completed(patient, 2), regDoctor: await completed(regDoctor, 2) };
  const display = await createDisplay(server.db, admin.user, {
    name: 'Matrix board',
    doctorIds: [doctor.doctor.id],
  });
  const reviewed = await completed(patient, 5);
  const review = await server.db
    .insertInto('reviews')
    .values({
      appointment_id: reviewed,
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      rating: 4,
      comment: 'ok',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    users: { patient, regDoctor, doctor, staff, admin },
    doctorId: doctor.doctor.id,
    appointmentId,
    completedId,
    reviewId: review.id,
    pendingDoctorId: pending.doctor.id,
    registeredDoctorId: registered.user.id,
    bystanderId: bystander.user.id,
    loginEmail: signsIn.user.email,
    displayKey: display.key,
    displayId: display.displayId,
  };
}

/** The headers a caller sends: none for anonymous, its bearer token otherwise. */
export const headersOf = (world: World, caller: Caller): Record<string, string> => ({
  'x-display-key': world.displayKey,
  ...(caller === 'anonymous' ? {} : bearer(world.users[caller].token)),
});

/** The caller's headers for the endpoint; a call that ends its session gets a session of its own. */
export async function headersFor(
  server: TestServer,
  world: World,
  endpoint: Pick<Endpoint, 'endsSession'>,
  caller: Caller,
): Promise<Record<string, string>> {
  if (!endpoint.endsSession || caller === 'anonymous') return headersOf(world, caller);
  const user = await server.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', world.users[caller].user.id)
    .executeTakeFirstOrThrow();
  return { ...headersOf(world, caller), ...bearer(await sessionToken(server, user)) };
}

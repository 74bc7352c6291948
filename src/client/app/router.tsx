import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PatientOnly, PublicOnly, RequireRole, RequireSession } from './guards';
import type { PeopleKind } from '../features/people/peopleKinds';

/**
 * A page whose code downloads on first visit. Made once, at module level: a lazy() made during a
 * render is a new component each time, which remounted the whole frame (and its live channel) on
 * every navigation.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  function LazyPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  }
  /** Starts the download without rendering (see preloadRoute). */
  LazyPage.preload = load;
  return LazyPage;
};

/** What a route may carry for preloadRoute: the download of its page's code. */
interface RouteHandle {
  preload?: () => unknown;
}

// Named chunks: webpack.config.js gathers what the signed-in frame needs into 'frame', and what it
// shares with the sign-in screens ('public-…') into 'shell'.
const LoginPage = page(
  () => import(/* webpackChunkName: "public-login" */ '../features/auth/pages/LoginPage'),
);
const RegisterPage = page(
  () => import(/* webpackChunkName: "public-register" */ '../features/auth/pages/RegisterPage'),
);
const VerifyOtpPage = page(
  () => import(/* webpackChunkName: "public-verify-otp" */ '../features/auth/pages/VerifyOtpPage'),
);
const ResetPasswordPage = page(
  () => import(/* webpackChunkName: "public-reset-password" */ '../features/auth/pages/ResetPasswordPage'),
);
const ChangePasscodePage = page(
  () => import(/* webpackChunkName: "public-confirm-otp" */ '../features/auth/pages/ChangePasscodePage'),
);
const ProfilePage = page(() => import('../features/auth/pages/ProfilePage'));
const AccessDeniedPage = page(() => import('../layout/AccessDeniedPage'));
const AccountDeletedPage = page(() => import('../features/auth/pages/AccountDeletedPage'));
const AppFrame = page(() => import(/* webpackChunkName: "frame" */ '../layout/AppFrame'));
const StaffRegistrationPage = page(() => import('../features/people/pages/StaffRegistrationPage'));
const PeopleListPage = lazy(() => import('../features/people/pages/PeopleListPage'));
const peopleList = (kind: PeopleKind) => (
  <Suspense fallback={null}>
    <PeopleListPage kind={kind} />
  </Suspense>
);

const LocationPage = page(() => import('../features/reference/pages/LocationPage'));
const ServicePage = page(() => import('../features/reference/pages/ServicePage'));
const SpecialityPage = page(() => import('../features/reference/pages/SpecialityPage'));
const SlotPage = page(() => import('../features/reference/pages/SlotPage'));
const CreateClinicDayPage = page(() => import('../features/reference/pages/CreateClinicDayPage'));
const UploadImagesPage = page(() => import('../features/media/pages/UploadImagesPage'));
const PatientHomePage = page(
  () => import(/* webpackChunkName: "patient-home" */ '../features/doctors/pages/PatientHomePage'),
);
const ApplyDoctorPage = page(() => import('../features/doctors/pages/ApplyDoctorPage'));
const RegHomePage = page(() => import('../features/doctors/pages/RegHomePage'));
const DoctorProfilePage = page(() => import('../features/doctors/pages/DoctorProfilePage'));
const DoctorsListPage = page(() => import('../features/doctors/pages/DoctorsListPage'));
const ScheduleDoctorPage = page(() => import('../features/doctors/pages/ScheduleDoctorPage'));
const BookAppointmentPage = page(() => import('../features/booking/pages/BookAppointmentPage'));
const UserAppointmentsPage = page(() => import('../features/appointments/pages/UserAppointmentsPage'));
const DoctorAppointmentsPage = page(() => import('../features/appointments/pages/DoctorAppointmentsPage'));
const AdminAppointmentsPage = page(() => import('../features/appointments/pages/AdminAppointmentsPage'));
const DoctorCompletePage = page(() => import('../features/appointments/pages/DoctorCompletePage'));
const AdminCompletePage = page(() => import('../features/appointments/pages/AdminCompletePage'));
const AdminHomePage = page(() => import('../features/dashboard/pages/AdminHomePage'));
const StaffHomePage = page(() => import('../features/dashboard/pages/StaffHomePage'));
const DoctorHomePage = page(() => import('../features/dashboard/pages/DoctorHomePage'));
const SlotsStatusPage = page(() => import('../features/dashboard/pages/SlotsStatusPage'));
const SubmitReviewPage = page(() => import('../features/reviews/pages/SubmitReviewPage'));
const ManageReviewPage = page(() => import('../features/reviews/pages/ManageReviewPage'));
const DoctorReviewsPage = page(() => import('../features/reviews/pages/DoctorReviewsPage'));
const NotificationsPage = page(() => import('../features/notifications/pages/NotificationsPage'));
const AuditLogPage = page(() => import('../features/audit/pages/AuditLogPage'));
const RecordAccessPage = page(() => import('../features/recordAccess/pages/RecordAccessPage'));
const WebhooksPage = page(() => import('../features/webhooks/pages/WebhooksPage'));
const ApiClientsPage = page(() => import('../features/apiClients/pages/ApiClientsPage'));
const PrivacyNoticesPage = page(() => import('../features/privacyNotices/pages/PrivacyNoticesPage'));
const DataRequestsPage = page(() => import('../features/dataRequests/pages/DataRequestsPage'));
const DaySheetPage = page(() => import('../features/today/pages/DaySheetPage'));
const DoctorTodayPage = page(() => import('../features/today/pages/DoctorTodayPage'));
const DisplaysPage = page(() => import('../features/today/pages/DisplaysPage'));
const DisplayPosterPage = page(() => import('../features/today/pages/DisplayPosterPage'));
const CheckInPage = page(() => import('../features/today/pages/CheckInPage'));
// the waiting-room board: no sign-in, no frame, and none of the frame's code
const LeaveOfferPage = page(
  () => import(/* webpackChunkName: "leave-offer" */ '../features/closings/pages/LeaveOfferPage'),
);
const BoardPage = page(() => import(/* webpackChunkName: "board" */ '../features/today/board/BoardPage'));
const FindPatientPage = page(() => import('../features/patients/desk/FindPatientPage'));
const DeskBookingPage = page(() => import('../features/booking/pages/DeskBookingPage'));
const DoctorFindPatientsPage = page(() => import('../features/patients/doctor/DoctorFindPatientsPage'));
const DoctorPatientPage = page(() => import('../features/patients/doctor/DoctorPatientPage'));
const InsightsPage = page(
  () => import(/* webpackChunkName: "insights" */ '../features/insights/pages/InsightsPage'),
);

/** Routes that need only a login, with no role check; /doctor/reviews is where the bell sends doctors. */
const loginOnly: RouteObject[] = [
  { path: '/apply-doctor', element: <ApplyDoctorPage /> },
  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/admin/doctorslist', element: <DoctorsListPage /> },
  { path: '/staff/doctorlist', element: <DoctorsListPage /> },
  { path: '/admin/stafflist', element: peopleList('staff') },
  { path: '/admin/userslist', element: peopleList('users') },
  { path: '/staff/userlist', element: peopleList('users') },
  { path: '/admin/adminlist', element: peopleList('admins') },
  { path: '/staff/adminlist', element: peopleList('admins') },
  { path: '/admin/staff-register', element: <StaffRegistrationPage /> },
  { path: '/admin/profile', element: <DoctorProfilePage /> },
  { path: '/admin/service', element: <ServicePage /> },
  { path: '/admin/location', element: <LocationPage /> },
  { path: '/admin/speciality', element: <SpecialityPage /> },
  { path: '/doctor/profile/:userId', element: <DoctorProfilePage /> },
  { path: '/book-appointment/:doctorId', element: <BookAppointmentPage /> },
  { path: '/appointments', element: <UserAppointmentsPage /> },
  { path: '/doctor/appointments', element: <DoctorAppointmentsPage /> },
  { path: '/admin/appointments-admin', element: <AdminAppointmentsPage /> },
  { path: '/staff/appointments-staff', element: <AdminAppointmentsPage /> },
  { path: '/admin/slots', element: <SlotPage /> },
  { path: '/admin/doctorslots-status', element: <SlotsStatusPage /> },
  { path: '/reviewSubmission', element: <SubmitReviewPage /> },
  { path: '/admin/manage-review', element: <ManageReviewPage /> },
  { path: '/staff/manage-review', element: <ManageReviewPage /> },
  { path: '/doctor/markapp-completed', element: <DoctorCompletePage /> },
  { path: '/doctor/reviews', element: <DoctorReviewsPage /> },
  { path: '/admin/media-image-uploads', element: <UploadImagesPage /> },
  { path: '/admin/admin-mark-app-completed', element: <AdminCompletePage /> },
  { path: '/staff/staff-mark-app-completed', element: <AdminCompletePage /> },
  { path: '/admin/doctor-schedule', element: <ScheduleDoctorPage /> },
  { path: '/staff/doctor-schedule', element: <ScheduleDoctorPage /> },
  { path: '/admin/create-clinic-day', element: <CreateClinicDayPage /> },
  { path: '/admin/audit-log', element: <AuditLogPage /> },
  { path: '/admin/record-access', element: <RecordAccessPage /> },
  { path: '/admin/webhooks', element: <WebhooksPage /> },
  { path: '/admin/api-clients', element: <ApiClientsPage /> },
  { path: '/admin/privacy', element: <PrivacyNoticesPage /> },
  { path: '/admin/data-requests', element: <DataRequestsPage /> },
  { path: '/staff/today', element: <DaySheetPage /> },
  { path: '/admin/today', element: <DaySheetPage /> },
  { path: '/doctor/today', element: <DoctorTodayPage /> },
  { path: '/admin/displays', element: <DisplaysPage /> },
  { path: '/admin/displays/:displayId/poster', element: <DisplayPosterPage /> },
  { path: '/staff/patients/find', element: <FindPatientPage /> },
  { path: '/admin/patients/find', element: <FindPatientPage /> },
  { path: '/staff/patients/:patientId/book', element: <DeskBookingPage /> },
  { path: '/admin/patients/:patientId/book', element: <DeskBookingPage /> },
  { path: '/profile', element: <ProfilePage /> },
];

/** Role-typed homes, each for its one role; the login page's /doctor, /staff and /reg lead to them. */
const roleHomes: RouteObject[] = [
  {
    path: '/',
    element: (
      <PatientOnly>
        <PatientHomePage />
      </PatientOnly>
    ),
  },
  {
    path: '/admin/home',
    element: (
      <RequireRole role="admin">
        <AdminHomePage />
      </RequireRole>
    ),
  },
  {
    path: '/doctor/home',
    element: (
      <RequireRole role="doctor">
        <DoctorHomePage />
      </RequireRole>
    ),
  },
  {
    path: '/staff/home',
    element: (
      <RequireRole role="staff">
        <StaffHomePage />
      </RequireRole>
    ),
  },
  {
    path: '/reg/home',
    element: (
      <RequireRole role="regDoctor">
        <RegHomePage />
      </RequireRole>
    ),
  },
  { path: '/doctor', element: <Navigate to="/doctor/home" replace /> },
  { path: '/staff', element: <Navigate to="/staff/home" replace /> },
  { path: '/reg', element: <Navigate to="/reg/home" replace /> },
];

/** Each clinic role's insights (a doctor's are their own); any other role is sent away. */
const insights: RouteObject[] = (['admin', 'staff', 'doctor'] as const).map((role) => ({
  path: `/${role}/insights`,
  handle: { preload: InsightsPage.preload } satisfies RouteHandle,
  element: (
    <RequireRole role={role}>
      <InsightsPage />
    </RequireRole>
  ),
}));

/** A doctor's search for a patient and the record opened from it: doctors only. */
const doctorPatients: RouteObject[] = [
  { path: '/doctor/patients', element: <DoctorFindPatientsPage /> },
  { path: '/doctor/patients/:patientId', element: <DoctorPatientPage /> },
].map((route) => ({ ...route, element: <RequireRole role="doctor">{route.element}</RequireRole> }));

export const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/confirm-otp', element: <ChangePasscodePage /> },
      { path: '/verify-otp', element: <VerifyOtpPage /> },
    ],
  },
  { path: '/unauthorised', element: <AccessDeniedPage /> },
  // where a patient lands once their account is deleted, signed out
  { path: '/account-deleted', element: <AccountDeletedPage /> },
  { path: '/board', element: <BoardPage /> },
  // a leave's one-click offer: the link's key is the credential, signed in or not
  { path: '/leave-offer/:key', element: <LeaveOfferPage /> },
  {
    // a check-in link opened signed out comes back here once signed in
    element: <RequireSession returnHere />,
    children: [
      {
        element: <AppFrame />,
        children: [
          { path: '/check-in/:token', element: <CheckInPage /> },
          { path: '/check-in/v/:token', element: <CheckInPage /> },
        ],
      },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppFrame />,
        children: [
          ...roleHomes,
          ...insights,
          ...doctorPatients,
          ...loginOnly,
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

/**
 * Starts downloading the code of the page the app opens on, while the session is checked and the
 * frame drawn, for the routes that carry a preload (the insights page, the largest). Without it the
 * page's code is asked for only once the frame has rendered.
 */
export function preloadRoute(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? [])
    (match.route.handle as RouteHandle | undefined)?.preload?.();
}

/**
 * The app's routes under the page's <BrowserRouter>. Nothing here needs the data router (loaders,
 * actions, blockers), and leaving it out keeps about 18 KB gz off every page's first download.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

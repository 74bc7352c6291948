import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { appointmentsAdapter, appointmentsApi } from './appointmentsApi';

const none = appointmentsAdapter.getInitialState();
const { selectAll } = appointmentsAdapter.getSelectors();

const userResult = appointmentsApi.endpoints.getUserAppointments.select();
const doctorResult = appointmentsApi.endpoints.getDoctorAppointments.select();
const allResult = appointmentsApi.endpoints.getAllAppointments.select();

/** The signed-in patient's appointments, newest first; [] until loaded. */
export const selectUserAppointments = createSelector(
  [(state: RootState) => userResult(state).data ?? none],
  (appointments) => selectAll(appointments),
);

/** The signed-in doctor's appointments, newest first; [] until loaded. */
export const selectDoctorAppointments = createSelector(
  [(state: RootState) => doctorResult(state).data ?? none],
  (appointments) => selectAll(appointments),
);

/** Every appointment (admin and staff), newest first; [] until loaded. */
export const selectAllAppointments = createSelector(
  [(state: RootState) => allResult(state).data ?? none],
  (appointments) => selectAll(appointments),
);

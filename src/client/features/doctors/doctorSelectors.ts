import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { doctorsAdapter, doctorsApi } from './doctorsApi';

const noDoctors = doctorsAdapter.getInitialState();
const { selectAll } = doctorsAdapter.getSelectors();

const selectApprovedResult = doctorsApi.endpoints.getApprovedDoctors.select();
const selectAllResult = doctorsApi.endpoints.getAllDoctors.select();

/** Approved doctors (patient home), by name; [] until loaded or when the load failed. */
export const selectApprovedDoctors = createSelector(
  [(state: RootState) => selectApprovedResult(state).data ?? noDoctors],
  (doctors) => selectAll(doctors),
);

/** Every doctor in every status (admin and staff doctors list), by name; [] until loaded. */
export const selectAllDoctors = createSelector(
  [(state: RootState) => selectAllResult(state).data ?? noDoctors],
  (doctors) => selectAll(doctors),
);

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useGetDoctorByUserIdQuery } from '../doctorsApi';
import type { Doctor } from '../../../../shared/types';

export interface DoctorProfileState {
  doctor: Doctor | undefined;
  /** The user has no doctor profile (the server answered 404): they have not applied. */
  notFound: boolean;
  /** Still loading the first answer. */
  isLoading: boolean;
  /** Failed for another reason (the query shows no toast, so the page says so). */
  failed: boolean;
  error: unknown;
  refetch: () => void;
}

const isNotFound = (error: unknown) => (error as FetchBaseQueryError | undefined)?.status === 404;

/** A user's doctor profile, telling "not applied" (404) apart from a failure. */
export function useDoctorProfile(userId: string | undefined): DoctorProfileState {
  const { data, error, isLoading, isFetching, isError, refetch } = useGetDoctorByUserIdQuery(userId ?? '', {
    skip: !userId,
  });
  const notFound = isError && isNotFound(error);
  return {
    doctor: isError ? undefined : data,
    notFound,
    isLoading: isLoading || (isFetching && !data && !isError),
    failed: isError && !notFound,
    error,
    refetch: () => void refetch(),
  };
}

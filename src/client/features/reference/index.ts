/** What other features may use from reference data: the lists behind the doctor forms' pickers. */
export {
  useGetClinicDaysQuery,
  useGetServicesQuery,
  useGetLocationsQuery,
  useGetSpecialitiesQuery,
  useGetSlotOptionsQuery,
  clinicDaysAdapter,
  servicesAdapter,
  locationsAdapter,
  specialitiesAdapter,
  slotOptionsAdapter,
} from './referenceApi';

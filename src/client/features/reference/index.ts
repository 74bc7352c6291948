/** What other features may use from reference data: the lists behind the doctor forms' pickers. */
export {
  useGetClinicDaysQuery,
  useGetLocationsQuery,
  useGetSpecialitiesQuery,
  useGetSlotOptionsQuery,
  clinicDaysAdapter,
  locationsAdapter,
  specialitiesAdapter,
  slotOptionsAdapter,
} from './referenceApi';
export { useGetServicesQuery, servicesAdapter } from './servicesApi';
/** The titled card with loading, empty and error states that the reference lists use (media's grid too). */
export { default as ListCard } from './components/ListCard';

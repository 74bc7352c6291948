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
/** The titled card with loading, empty and error states that the reference lists use (media's grid too). */
export { default as ListCard } from './components/ListCard';

/**
 * Reference lists: services, specialities, locations, clinic days and slot options.
 */
export {
  CLINIC_DAYS,
  LOCATIONS,
  SERVICES,
  SLOT_OPTIONS,
  SPECIALITIES,
  addItem,
  resolveValues,
  type ReferenceList,
} from './reference';
export { referenceRoutes } from './routes';

/**
 * SMART Backend Services: API clients, their keys and tokens, and the scopes guarding FHIR.
 */
export type { ApiClientIdentity } from './clients';
export { smartScope } from './guard';
export { apiClientRoutes, smartRoutes } from './routes';

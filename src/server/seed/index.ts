/**
 * The demo data, apart from the rules it exercises: an empty database filled at start.
 */
export { demoBoardPath } from './clinic-day';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedEmptyDatabase } from './demo-data';

import { e2eEnvironment } from '../../helpers/e2e';

/**
 * One server on the demo data and one Chromium for every walkthrough cases file. The runner imports
 * this before the cases, so its hooks wrap them all. Cases share the data: each makes the visits,
 * reviews or applications it changes, and never counts on another file's leaving the demo as seeded.
 */
export const env = e2eEnvironment();

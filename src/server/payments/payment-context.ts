import type { Db } from '../db/connect';
import type { Config } from '../config';
import type { AppointmentDeps } from '../appointments';

/** What the payment rules are given: the database, the settings, the instance's clock, the visit rules. */
export interface PaymentContext {
  db: Db;
  config: Config;
  /** the instance's (injectable) clock */
  now: () => number;
  deps: AppointmentDeps;
}

import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Guard, Tokens } from '../plugins/auth';
import type { AccountService } from '../services/accounts';
import type { ReadCaches } from '../plugins/read-cache';
import type { AppointmentPolicy } from '../services/appointment-policy';

/** What every route module is given. */
export interface RouteContext {
  config: Config;
  db: Db;
  tokens: Tokens;
  guard: Guard;
  accounts: AccountService;
  reads: ReadCaches;
  /** Cut-off, reminders and mail settings of the appointment rules (issue 13). */
  policy: AppointmentPolicy;
}

import { z } from 'zod';
import { instant } from './envelope';

/** Rows of one kind in a person's data copy, each as the clinic keeps it (instants ISO 8601, dates YYYY-MM-DD). */
const rowsOf = (what: string) => z.array(z.looseObject({})).meta({ description: what });

/**
 * GET /api/user/my-data and GET /api/desk/patient-data: a copy of everything the clinic keeps about
 * a person (docs/integration.md), answered as a file, not in the envelope.
 */
export const personalDataCopySchema = z.object({
  generatedAt: instant,
  account: z
    .looseObject({})
    .meta({ description: 'The account: name, e-mail, phone, language, date of birth' }),
  choices: z.object({ appointmentMail: z.boolean(), appointmentTexts: z.boolean() }),
  familyMembers: rowsOf('The family members the account holder manages'),
  visits: rowsOf('Every visit, with its clinic days (arrival, call, finish, queue number)'),
  reviews: rowsOf('Reviews written'),
  waitlist: rowsOf('Places on waitlists'),
  notifications: rowsOf('Notifications, worded in the person’s language'),
  mails: rowsOf('Mails sent about the account or its visits'),
  texts: rowsOf('Texts sent about the account or its visits'),
  accountActivity: rowsOf('What the person did with the account (the audit log’s rows), sign-ins included'),
  sessions: rowsOf('Where the person is signed in'),
  fhirBundle: z.looseObject({ resourceType: z.literal('Bundle'), type: z.literal('collection') }).meta({
    description: 'The same record as a FHIR R4 collection Bundle of Patient and Appointment resources',
  }),
});

import type { Config } from './config';
import { policyOf, type AppointmentPolicy, type AppointmentDeps, type VisitHooks } from './appointments';
import type { DoctorHooks } from './doctors';
import { promoteFromWaitlist, promoteOnEveryWaitedDate } from './waitlist';
import { finishVisit } from './today';
import { prescribeCourse } from './series';

/**
 * What the areas built on others do when something below them changes: a freed place moves the
 * waitlist up, a completed visit leaves the clinic day's queue, a prescribed course books its visits.
 * The lower areas (doctors, appointments) call these through the hooks they are given and import
 * none of the areas above, so every import points down.
 */
export type Hooks = VisitHooks & DoctorHooks;

export const hooksOf = (policy: AppointmentPolicy): Hooks => ({
  placeFreed: async (tx, doctor, date) => {
    await promoteFromWaitlist(tx, doctor, date, policy);
  },
  visitFinished: finishVisit,
  prescribeCourse: (tx, run, prescription) => prescribeCourse(tx, run, prescription, policy.messages),
  placesAdded: (tx, doctor) => promoteOnEveryWaitedDate(tx, doctor, policy),
});

/** The appointment rules' settings with the hooks, as the routes get them (the text replies, the demo). */
export function appointmentDepsOf(config: Config): AppointmentDeps {
  const policy = policyOf(config);
  return { policy, hooks: hooksOf(policy) };
}

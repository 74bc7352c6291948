import type { ConsentEvent } from '../../shared/answers/privacy';

/**
 * What each consent covers, as another system's reader sees it: FHIR binds no value set of its own
 * to these, so the provision says it in words (the record's data, like the rest of the bundle, is
 * in English).
 */
const SUBJECT_TEXT: Record<ConsentEvent['consent'], string> = {
  privacyNotice: 'The clinic’s privacy notice',
  appointmentTexts: 'Text messages about appointments',
  appointmentMail: 'E-mail about appointments',
  reviewName: 'The patient’s name on their published reviews',
};

/**
 * One consent given or withdrawn, as FHIR R4 Consent: a privacy consent (scope `patient-privacy`,
 * LOINC 59284-0) of the patient, permitting or denying what it names under the notice version it was
 * given under. Only the newest decision on each subject is `active`; the ones it replaced are
 * `inactive`, so another system reads the history and what holds now.
 */
export function toFhirConsent(
  event: ConsentEvent,
  { patientId, current }: { patientId: string; current: boolean },
): fhir4.Consent {
  return {
    resourceType: 'Consent',
    id: event._id,
    status: current ? 'active' : 'inactive',
    scope: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/consentscope',
          code: 'patient-privacy',
          display: 'Privacy Consent',
        },
      ],
    },
    category: [{ coding: [{ system: 'http://loinc.org', code: '59284-0', display: 'Patient Consent' }] }],
    patient: { reference: `Patient/${patientId}` },
    dateTime: event.at,
    policyRule: {
      text:
        event.noticeVersion === null
          ? 'The clinic’s privacy notice'
          : `The clinic’s privacy notice, version ${event.noticeVersion}`,
    },
    provision: {
      type: event.given ? 'permit' : 'deny',
      code: [{ text: SUBJECT_TEXT[event.consent] }],
    },
  };
}

/** A person's consent events, oldest first, as Consent resources: the newest on each subject active. */
export function consentResources(events: readonly ConsentEvent[], patientId: string): fhir4.Consent[] {
  const newest = new Map(events.map((event) => [event.consent, event._id]));
  return events.map((event) =>
    toFhirConsent(event, { patientId, current: newest.get(event.consent) === event._id }),
  );
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { consentResources, patientRecordBundle, withEntries } from '../fhir';
import { noticeIn } from '../notifications';
import { allConsentEventsOf } from '../accounts';
import { allRecordAccessOf } from './record-access';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/languages';

type Reader = Kysely<Database>;

const ymd = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The person the copy is about and the family members they manage (a family member's copy is theirs alone). */
async function peopleOf(db: Reader, userId: string) {
  const person = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'language',
      'holder_id as holderId',
      'relationship',
      'is_verified as verified',
      'appointment_mail as appointmentMail',
      'appointment_texts as appointmentTexts',
      'review_name as reviewName',
      'privacy_version as privacyVersion',
      'privacy_accepted_at as privacyAcceptedAt',
      'created_at as createdAt',
    ])
    .select(ymd('date_of_birth').as('dateOfBirth'))
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const family = person.holderId
    ? []
    : await db
        .selectFrom('users')
        .select(['id', 'name', 'phone', 'relationship', 'created_at as createdAt'])
        .select(ymd('date_of_birth').as('dateOfBirth'))
        .where('holder_id', '=', userId)
        .orderBy('name')
        .orderBy('id')
        .execute();
  return { person, family };
}

/** Every visit of `ids`, with how each went on its clinic days, newest request first. */
async function visitsOf(db: Reader, ids: readonly string[]) {
  const visits = await db
    .selectFrom('appointments as a')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .select([
      'a.id',
      'a.user_id as patientId',
      'a.status',
      'a.time',
      'a.comment',
      'a.cancel_reason as cancelReason',
      'a.approved_by_name as approvedBy',
      'a.approved_at as approvedAt',
      'a.cancelled_at as cancelledAt',
      'a.booked_by as bookedBy',
      'a.series_id as courseId',
      'a.created_at as requestedAt',
      'a.updated_at as updatedAt',
      'd.service',
    ])
    .select([
      sql<string>`d.first_name || ' ' || d.last_name`.as('doctor'),
      ymd('a.date').as('requestedDate'),
      ymd('a.schedule_date').as('scheduledDate'),
      ymd('a.follow_up_date').as('followUpDate'),
    ])
    .where('a.user_id', 'in', ids)
    .orderBy('a.created_at', 'desc')
    .execute();
  const days =
    visits.length === 0
      ? []
      : await db
          .selectFrom('clinic_visits')
          .select([
            'appointment_id as appointmentId',
            'state',
            'queue_number as queueNumber',
            'arrived_at as arrivedAt',
            'called_at as calledAt',
            'finished_at as finishedAt',
          ])
          .select(ymd('clinic_date').as('clinicDate'))
          .where(
            'appointment_id',
            'in',
            visits.map((visit) => visit.id),
          )
          .orderBy('clinic_date')
          .execute();
  return visits.map((visit) => ({
    ...visit,
    clinicDays: days
      .filter((day) => day.appointmentId === visit.id)
      .map(({ appointmentId: _appointment, ...day }) => day),
  }));
}

/** The mails and texts sent about the person's account and visits, oldest first. */
async function messagesOf(db: Reader, { userId, visitIds }: { userId: string; visitIds: readonly string[] }) {
  const aboutVisit = <T extends 'mail_outbox' | 'sms_outbox'>(table: T) =>
    visitIds.length === 0
      ? sql<boolean>`${sql.ref(`${table}.user_id`)} = ${userId}`
      : sql<boolean>`(${sql.ref(`${table}.user_id`)} = ${userId} OR ${sql.ref(`${table}.appointment_id`)} IN (${sql.join(visitIds)}))`;
  const [mails, texts] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select([
        'to_address as to',
        'kind',
        'subject',
        'text_body as text',
        'appointment_id as appointmentId',
        'created_at as queuedAt',
        'sent_at as sentAt',
      ])
      .where(aboutVisit('mail_outbox'))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('sms_outbox')
      .select([
        'to_number as to',
        'kind',
        'body as text',
        'state',
        'appointment_id as appointmentId',
        'created_at as queuedAt',
        'delivered_at as deliveredAt',
      ])
      .where(aboutVisit('sms_outbox'))
      .orderBy('created_at')
      .execute(),
  ]);
  return { mails, texts };
}

/** What the person did with their account (the audit log's rows of theirs) and where they are signed in. */
async function accountActivityOf(db: Reader, userId: string) {
  const [actions, sessions] = await Promise.all([
    db
      .selectFrom('audit_log')
      .select(['at', 'action', 'outcome', 'ip'])
      .where('actor_id', '=', userId)
      .orderBy('at', 'desc')
      .execute(),
    db
      .selectFrom('user_sessions')
      .select(['created_at as signedInAt', 'last_seen_at as lastSeenAt', 'ip', 'user_agent as device'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return { actions, sessions };
}

/**
 * Everything the clinic keeps about a person, in one document they may take elsewhere: their
 * account and its choices, the privacy notice accepted and every consent given or withdrawn, the family members they manage, every visit with its clinic days,
 * reviews, waitlist places, notifications, the mails and texts sent, what they did with the account
 * and their sessions, and the same record as a FHIR R4 Bundle (Patient, Appointment and the account's
 * Consent decisions) for another
 * clinic's system. Passcodes, second-factor secrets and tokens are never part of it.
 */
export async function personalDataOf(db: Reader, { userId, timeZone }: { userId: string; timeZone: string }) {
  const { person, family } = await peopleOf(db, userId);
  const ids = [person.id, ...family.map((member) => member.id)];
  const [visits, reviews, waitlist, notifications, activity, fhirBundle, consentEvents] = await Promise.all([
    visitsOf(db, ids),
    db
      .selectFrom('reviews')
      .select(['appointment_id as appointmentId', 'rating', 'comment', 'status', 'created_at as writtenAt'])
      .where('user_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('waitlist_entries')
      .select(['user_id as patientId', 'doctor_id as doctorId', 'time', 'created_at as joinedAt'])
      .select(ymd('date').as('date'))
      .where('user_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('notifications')
      .select(['message', 'message_id', 'message_values', 'seen', 'created_at as at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    accountActivityOf(db, userId),
    patientRecordBundle(db, { patientIds: ids, timeZone }),
    allConsentEventsOf(db, userId),
  ]);
  const recordAccess = await allRecordAccessOf(db, ids);
  const messages = await messagesOf(db, { userId, visitIds: visits.map((visit) => visit.id) });
  const { appointmentMail, appointmentTexts, reviewName, privacyVersion, privacyAcceptedAt, ...account } =
    person;
  // notices worded as the person reads them on screen
  const language = isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE;
  return {
    account,
    choices: { appointmentMail, appointmentTexts, reviewName },
    privacyNotice: {
      acceptedVersion: privacyVersion,
      acceptedAt: privacyAcceptedAt ? privacyAcceptedAt.toISOString() : null,
    },
    consentEvents: consentEvents.map(({ _id: _event, ...event }) => event),
    familyMembers: family,
    visits,
    reviews: reviews.map((review) => ({ ...review, rating: Number(review.rating) })),
    waitlist,
    notifications: notifications.map(({ message_id, message_values, message, ...notice }) => ({
      ...notice,
      message: noticeIn(language, { message, message_id, message_values }),
    })),
    ...messages,
    accountActivity: activity.actions,
    sessions: activity.sessions,
    recordAccess,
    fhirBundle: withEntries(fhirBundle, consentResources(consentEvents, person.id)),
  };
}

import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages';
import { id, instant } from './envelope';
import { privacyStateSchema } from './privacy';

/** A notification as the bell shows it, in the reader's language. */
export const notificationItemSchema = z.object({
  _id: id,
  message: z.string(),
  createdAt: instant,
  onClickPath: z.string().optional(),
});

/** A row of the people lists (staff, patients, admins): who they are and what they may do. */
export const personSchema = z.object({
  _id: id,
  name: z.string(),
  /** null for a patient the desk registered without one */
  email: z.string().nullable(),
  phone: z.string(),
  role: z.enum(['admin', 'doctor', 'patient', 'staff']),
  isAdmin: z.boolean(),
  isDoctor: z.boolean(),
  isStaff: z.boolean(),
  regDoctor: z.boolean(),
  isBlocked: z.boolean(),
  isVerified: z.boolean(),
  createdAt: instant,
});

/** The caller's own user (getUser_id and every change of their account): no secrets. */
export const userSchema = personSchema
  .extend({
    /** an account that signs in always has one */
    email: z.string(),
    /** e-mail about appointments wanted (one-time codes always go) */
    appointmentMail: z.boolean(),
    /** texts about appointments wanted; STOP and START by text change it too */
    appointmentTexts: z.boolean(),
    /** consent to the person's name on their published reviews; without it they show no name */
    reviewName: z.boolean(),
    /** the privacy notice in force and the version the person accepted, with when */
    privacy: privacyStateSchema,
    /** the language chosen on the account; null until one is, when the browser's decides */
    language: z.enum(LANGUAGE_CODES).nullable(),
    seenNotifications: z.array(notificationItemSchema),
    unseenNotifications: z.array(notificationItemSchema),
  })
  .meta({ id: 'User' });

import { z } from 'zod';

/*
 * The shapes of the API's answers, declared once: the server serialises each reply by them (a
 * field they do not name is never sent), the OpenAPI document is generated from them, and the
 * browser types its calls with them.
 */

/** The component name the document gives the error shape. */
export const ERROR_SCHEMA_ID = 'Error';

/**
 * Every refusal: `message` in the caller's language; `errors` (invalid input) each refused field's
 * first problem. A few refusals add keys of their own (`redirectTo`, `mfaSetupRequired`, `full`,
 * `retryAfter`, `data`), so the shape is open.
 */
export const errorSchema = z
  .looseObject({
    success: z.literal(false),
    message: z.string().meta({ examples: ['No slots left on 12-12-2026'] }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ examples: [{ date: 'Please choose a date from today up to 90 days ahead' }] }),
  })
  .meta({ id: ERROR_SCHEMA_ID, description: 'The shape of every refusal' });

/** A calendar date as every answer gives it. */
export const calendarDate = z.iso
  .date()
  .meta({ description: 'A calendar date, YYYY-MM-DD', examples: ['2026-12-07'] });

/** An instant as every answer gives it: ISO 8601 with its offset (UTC, `Z`). */
export const instant = z.iso
  .datetime({ offset: true })
  .meta({ description: 'An instant, ISO 8601 with its offset', examples: ['2026-12-07T08:30:00.000Z'] });

/** A time of day, HH:mm. */
export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .meta({ description: 'A time of day, HH:mm', examples: ['09:30'] });

/** Ids are UUID strings (any 8-4-4-4-12 hex form: answers never refuse an id the database holds). */
export const id = z.guid().meta({ examples: ['6f1c2a1e-3b7d-4c55-9a3e-1d2f3a4b5c6d'] });

/** A success with words and nothing else. */
export const doneAnswer = z.object({ success: z.literal(true), message: z.string() });

/** A success carrying `data` (and words, when the call says something). */
export const dataAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** One page of a list that grows with time (docs/integration.md, Lists). */
export const pageAnswer = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(row),
    total: z.number().int().meta({ description: 'Matches counted, at most 1,000 past the page’s first row' }),
    totalCapped: z.boolean().meta({ description: 'true: there are at least `total` matches' }),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** A server-sent events stream: `event:` and `data:` lines (JSON), a heartbeat comment every 25 s. */
export const eventStream = {
  200: {
    description: 'Server-sent events; reconnect when the stream ends',
    content: { 'text/event-stream': { schema: z.string() } },
  },
};

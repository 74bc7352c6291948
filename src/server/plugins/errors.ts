import type { FastifyError, FastifyInstance } from 'fastify';
import { defineMessages } from '@formatjs/intl';
import { MSG_TEXT } from '../../shared/messages';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldErrors, type FieldIssue } from '../../shared/schemas/validate';
import { sharedMessage } from '../../shared/validationMessages';
import { formatText, isText, withValues, type Text } from '../i18n';

/** The error handler's own words (said in the caller's language). */
const messages = defineMessages({
  invalidRequest: { id: 'shared.errors.invalidRequest', defaultMessage: 'Invalid request' },
  tooLarge: { id: 'shared.errors.tooLarge', defaultMessage: 'The request is too large' },
  unsupportedType: { id: 'shared.errors.unsupportedType', defaultMessage: 'Unsupported content type' },
  emptyBody: { id: 'shared.errors.emptyBody', defaultMessage: 'The request body is empty' },
  invalidJson: { id: 'shared.errors.invalidJson', defaultMessage: 'The request body is not valid JSON' },
  databaseUnavailable: {
    id: 'shared.errors.databaseUnavailable',
    defaultMessage: 'The service is temporarily unavailable. Please try again in a moment.',
  },
});

/** Words of the server's own zod schemas (never the browser's): server-only catalogue area `server`. */
const serverIssues = defineMessages({
  fieldRequired: { id: 'server.errors.fieldRequired', defaultMessage: '{field} is required' },
});

/**
 * The zod message of a server-only schema: its Text written out, `{"id":…,"defaultMessage":…}`, read
 * back by the refusal into that Text and said in the caller's language.
 */
export const serverMessage = (text: Text) =>
  JSON.stringify({ id: text.id, defaultMessage: text.defaultMessage, values: text.values });

/** A server-only schema's required field (the field is the parameter's name, the same in every language). */
export const fieldRequired = (field: string) =>
  serverMessage(withValues(serverIssues.fieldRequired, { field }));

/**
 * A failure whose message is meant for the user: a Text, said in the caller's language when the
 * reply is written (src/server/i18n), or a string not yet in the catalogues.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: Text | string,
    readonly extra: Record<string, unknown> = {},
  ) {
    // the English words, values filled in: what logs and tests read
    super(formatText('en', text));
  }
}

export const badRequest = (message: Text | string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const forbidden = (message: Text | string = MSG_TEXT.forbidden) => new HttpError(403, message);
export const notFound = (message: Text | string = MSG_TEXT.notFound) => new HttpError(404, message);
export const conflict = (message: Text | string) => new HttpError(409, message);

/** A server-only schema's message (serverMessage) as its Text; undefined for any other words. */
function serverIssue(message: string): Text | undefined {
  if (!message.startsWith('{"id":')) return undefined;
  try {
    const text: unknown = JSON.parse(message);
    return isText(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A zod issue's message as a reply says it: a shared message (its id, or id and values, see
 * src/shared/validationMessages.ts) or a server-only schema's (above) becomes that Text; any other
 * words (zod's own) stay as they are.
 */
const issueText = (message: string): Text | string =>
  sharedMessage(message) ?? serverIssue(message) ?? message;

/**
 * Refused input as every refusal says it: a 400 naming the first problem, and `errors` each field's
 * first problem, all said in the caller's language.
 */
function refusal(issues: readonly FieldIssue[]): HttpError {
  const errors = Object.fromEntries(
    Object.entries(fieldErrors(issues)).map(([field, message]) => [field, issueText(message)]),
  );
  return badRequest(Object.values(errors)[0] ?? messages.invalidRequest, { errors });
}

/**
 * The issues of a route's declared schema (fastify-type-provider-zod's validation error), each
 * with its zod path, or undefined for any other error.
 */
function declaredSchemaIssues(error: unknown): FieldIssue[] | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  return error.validation.map((issue) => ({
    path: issue.instancePath
      .split('/')
      .slice(1)
      .filter((part) => part !== ''),
    message: issue.message ?? '',
  }));
}

const CLIENT_ERROR_TEXT: Record<string, Text> = {
  FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedType,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.emptyBody,
};

const DATABASE_UNAVAILABLE_TEXT: Text = messages.databaseUnavailable;
/** The same in English (tests). */
export const DATABASE_UNAVAILABLE = messages.databaseUnavailable.defaultMessage;

/** Connection-level failures: the database is down or restarting, not a fault in the request. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '53300', // too_many_connections
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && CONNECTION_CODES.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message ?? '',
  );
}

/** One error handler shapes every failure as { success: false, message }; a 500 never shows internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((failure: FastifyError | HttpError, request, reply) => {
    const issues = declaredSchemaIssues(failure);
    const known = issues ? refusal(issues) : failure;
    if (known instanceof HttpError) {
      return reply.status(known.statusCode).send({ success: false, message: known.text, ...known.extra });
    }
    const error = known;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        CLIENT_ERROR_TEXT[error.code] ??
        (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? messages.invalidJson
          : status === 429
            ? MSG_TEXT.tooManyLogins
            : messages.invalidRequest);
      return reply.status(status).send({ success: false, message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ success: false, message: DATABASE_UNAVAILABLE_TEXT });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: MSG_TEXT.somethingWrong });
  });
}

import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** How the server logs: its threshold, and where to (tests pass a stream they read). */
export interface LogSetting {
  level: string;
  stream?: { write(line: string): void };
}

/**
 * Kept out of every log line whoever logs them: credentials in headers, and the fields that carry
 * passcodes, one-time codes and tokens should any code log a body or an input.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'request.headers.authorization',
  'res.headers["set-cookie"]',
  'body',
  'req.body',
  '*.password',
  '*.newPassword',
  '*.otp',
  '*.code',
  '*.recoveryCode',
  '*.token',
  '*.mfaToken',
  '*.secret',
  '*.phone',
];

/**
 * A request is logged as its method, path and route pattern, never its query string (a desk search
 * may hold a patient's phone digits or name) and never its body or headers.
 */
function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

/** An error's kind, message, code and stack; a database error's `detail` names the row's values. */
function errorFields(err: Error & { code?: string }) {
  return { type: err.name, message: err.message, code: err.code, stack: err.stack ?? '' };
}

/**
 * Fastify's logger (pino): one JSON object per line, each request's lines carrying its `reqId`.
 * `true` means the `info` threshold on standard output.
 */
export function logOptions(setting: boolean | LogSetting): FastifyServerOptions['logger'] {
  if (setting === false) return false;
  const { level, stream } = setting === true ? { level: 'info', stream: undefined } : setting;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: requestFields, err: errorFields },
  };
}

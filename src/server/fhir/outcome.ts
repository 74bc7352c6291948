import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../plugins/errors';
import { formatText, requestLanguage, withValues, type Text } from '../i18n';
import { FHIR_TEXT } from './fhir-messages';

const FHIR_JSON = 'application/fhir+json; charset=utf-8';

type IssueCode = fhir4.OperationOutcomeIssue['code'];

/** A refusal of the FHIR API: its HTTP status and the OperationOutcome issue code. */
export class FhirError extends HttpError {
  constructor(
    statusCode: number,
    readonly issueCode: IssueCode,
    text: Text | string,
  ) {
    super(statusCode, text);
  }
}

export const invalid = (text: Text) => new FhirError(400, 'invalid', text);
export const notFoundResource = (resource: string, id: string) =>
  new FhirError(404, 'not-found', withValues(FHIR_TEXT.notFound, { resource, id }));

const CODE_OF_STATUS: Record<number, IssueCode> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  409: 'conflict',
  415: 'not-supported',
  422: 'business-rule',
  429: 'throttled',
};

function operationOutcome(code: IssueCode, diagnostics: string, severity: 'error' | 'information' = 'error') {
  const outcome: fhir4.OperationOutcome = {
    resourceType: 'OperationOutcome',
    issue: [{ severity, code, details: { text: diagnostics }, diagnostics }],
  };
  return outcome;
}

/** Answers a FHIR resource with its media type. */
export const sendFhir = (reply: FastifyReply, status: number, resource: object) =>
  reply.status(status).type(FHIR_JSON).send(resource);

/**
 * Every failure under /fhir/R4 is an OperationOutcome (application/fhir+json): the rules' refusals
 * with the words a person sees (in the caller's language), the guard's 401/403, Fastify's own
 * 4xx (bad JSON, wrong media type), and a 500 that shows nothing of the inside.
 */
export function registerOutcomeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const language = requestLanguage(request);
    let status = error.statusCode ?? 500;
    let text: Text | string;
    if (error instanceof HttpError) text = error.text;
    else if (status >= 400 && status < 500)
      text = withValues(FHIR_TEXT.invalidRequest, { detail: error.message });
    else {
      request.log.error({ err: error }, 'FHIR request failed');
      status = 500;
      text = FHIR_TEXT.failed;
    }
    const code = error instanceof FhirError ? error.issueCode : (CODE_OF_STATUS[status] ?? 'exception');
    return sendFhir(reply, status, operationOutcome(code, formatText(language, text)));
  });
  app.setNotFoundHandler((request, reply) =>
    sendFhir(
      reply,
      404,
      operationOutcome(
        'not-found',
        formatText(
          requestLanguage(request),
          withValues(FHIR_TEXT.unknownResource, { path: request.url.split('?')[0] }),
        ),
      ),
    ),
  );
}

import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RouteOptions,
} from 'fastify';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { $ZodType, globalRegistry, type output } from 'zod/v4/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isGuardHook, type AccessRole } from './auth';
import { projectRoot } from '../project-root';
import type { Text } from '../i18n';
import { ERROR_SCHEMA_ID } from '../../shared/answers/envelope';

/**
 * A reply leaves its handler with its words as Texts; they are said in the caller's language
 * (src/server/i18n) before the reply is serialised by its declared schema, where they are strings.
 * A handler's `success: true` reads as a boolean to TypeScript; the schema's literal still holds it
 * when the reply is serialised (any other value there is a 500, never sent).
 */
type Unsaid<T> = T extends object
  ? { [K in keyof T]: K extends 'message' ? T[K] | Text : K extends 'success' ? boolean : T[K] }
  : T;

/** fastify-type-provider-zod's provider, with a reply's message allowed to be a Text until said. */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? Unsaid<output<this['schema']>> : unknown;
}

/**
 * An absent body or query is an empty one, as the handlers' own checks took it: each missing field
 * is then named in the refusal rather than "expected object".
 */
const validateDeclared: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => validate(data ?? {});
};

/** The statuses every guarded or validated call may answer with the shared error shape. */
const ERROR_STATUSES = {
  400: 'Invalid input: `message` names the first problem, `errors` each field’s',
  401: 'No token, or a bad, expired or signed-out one',
  403: 'Signed in, but not allowed this call or this record',
  404: 'Unknown record',
  409: 'A conflict: a duplicate, a full date, a transition the record’s state forbids',
  429: 'Too many attempts (`Retry-After`)',
  500: 'Something went wrong (no internals)',
} as const;

const ERROR_REF = { $ref: `#/components/schemas/${ERROR_SCHEMA_ID}` };

type Hook = RouteOptions['preHandler'];

/** The roles a route's guard admits: undefined for a public route, [] for any signed-in user. */
function admittedRoles(route: Pick<RouteOptions, 'onRequest' | 'preValidation' | 'preHandler'>) {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flatMap((hook: Hook | unknown) =>
    Array.isArray(hook) ? hook : [hook],
  );
  return hooks.find(isGuardHook)?.admits;
}

const ROLE_WORDS: Record<AccessRole, string> = {
  admin: 'admin',
  staff: 'staff',
  doctor: 'doctor',
  regDoctor: 'registered doctor',
  patient: 'patient',
};

function whoMayCall(roles: readonly AccessRole[] | undefined): string {
  if (!roles) return 'Anyone, signed in or not.';
  if (roles.length === 0) return 'Any signed-in user.';
  return `Signed in as: ${roles.map((role) => ROLE_WORDS[role]).join(', ')}.`;
}

/**
 * The examples and description a body schema carries itself: the provider writes a schema's
 * metadata for its fields but not for the schema at the root.
 */
function rootMeta(body: unknown): Record<string, unknown> {
  if (!(body instanceof $ZodType)) return {};
  const { examples, description } = globalRegistry.get(body) ?? {};
  return { ...(examples ? { examples } : {}), ...(description ? { description } : {}) };
}

interface RouteDocument {
  schema: FastifySchema;
  url: string;
  route: RouteOptions;
  openapiObject: object;
}

/**
 * Each /api route as the document shows it: the zod declarations turned into JSON Schema by the
 * provider, then who may call it (`security` and `x-roles`, from the route's own guard) and the
 * shared error shape for each status a refusal can take. Anything outside /api (FHIR speaks its own
 * contract; the SMART token endpoint and the pictures are not the JSON API) and the reference page
 * itself stay out.
 */
function describeRoute(document: RouteDocument) {
  const { url, route } = document;
  if (!url.startsWith('/api/') || url.startsWith('/api/docs') || url === '/api/openapi.json') {
    return { schema: { hide: true }, url };
  }
  const base = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = (base.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
  if (schema.body) schema.body = { ...rootMeta(document.schema.body), ...schema.body };
  const roles = admittedRoles(route);
  const errors = Object.entries(ERROR_STATUSES).filter(
    ([status]) => roles !== undefined || !['401', '403'].includes(status),
  );
  const response = {
    ...Object.fromEntries(errors.map(([status, description]) => [status, { description, ...ERROR_REF }])),
    ...(schema.response ?? {}),
  };
  return {
    url,
    schema: {
      ...schema,
      description: [schema.description, whoMayCall(roles)].filter(Boolean).join('\n\n'),
      security: roles === undefined ? [] : [{ bearer: [] }],
      'x-roles': roles === undefined ? ['anyone'] : roles.length === 0 ? ['signed-in'] : [...roles],
      response,
    },
  };
}

/** The product areas, one tag each, in the order the document lists them. */
export const AREA_TAGS = {
  accounts: 'Accounts, sign-in and sessions',
  people: 'Staff, patients and administrators',
  audit: 'The audit log',
  webhooks: 'Webhook endpoints',
  'api-clients': 'SMART API clients',
  reference: 'Reference data: clinic days, services, locations, specialities, slots',
  doctors: 'Doctors: applications, profiles, clinic hours',
  appointments: 'Booking and the appointment lifecycle',
  series: 'Courses of visits',
  waitlist: 'The waitlist of full dates',
  patients: 'Family members',
  privacy: 'A person’s data: a copy of everything kept about them',
  payments: 'What a visit costs: the clinic’s payment policy, payments online and at the desk, receipts',
  desk: 'The front desk: finding and registering patients',
  texts: 'Text messages about visits',
  closings: 'Closed clinic days',
  dashboard: 'Dashboard counts and slot status',
  reviews: 'Reviews',
  notifications: 'Notifications and live events',
  today: 'The clinic day: check-in, queue and boards',
  insights: 'Insights over a range',
  media: 'Carousel images',
} as const;
export type AreaTag = keyof typeof AREA_TAGS;

/** An area's routes, each tagged with the area in the document. */
export const area =
  (tag: AreaTag, routes: FastifyPluginAsync): FastifyPluginAsync =>
  async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [tag] };
    });
    await scope.register(routes);
  };

const packageVersion = (): string =>
  (JSON.parse(readFileSync(path.join(projectRoot(__dirname), 'package.json'), 'utf8')) as { version: string })
    .version;

/**
 * Declared schemas validate requests and serialise replies (a field a reply's schema does not name is
 * never sent), and @fastify/swagger collects every route for GET /api/openapi.json.
 */
export async function registerContract(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validateDeclared);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ClinicBook API',
        version: packageVersion(),
        description:
          'The JSON API the ClinicBook screens call. Every answer is `{success, message?, data?}`; ' +
          '`message` is in the caller’s language (the account’s choice, else Accept-Language). ' +
          'Calendar dates are sent as DD-MM-YYYY or YYYY-MM-DD and answered as YYYY-MM-DD; ' +
          'instants are ISO 8601 with their offset; times of day are HH:mm. ' +
          '`x-roles` on each operation names who may call it.',
      },
      tags: Object.entries(AREA_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token `POST /api/user/login` answers, valid 24 hours.',
          },
        },
      },
    },
    transform: describeRoute as never,
    // the schemas registered with an id (the shared error shape) become components
    transformObject: jsonSchemaTransformObject,
  });
}

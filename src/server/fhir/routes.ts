import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteContext } from '../context';
import type { AppointmentDeps } from '../appointments';
import { smartScope } from '../smart';
import { clinicTodayClock } from '../read-cache/today';
import { notFoundResource, registerOutcomeErrors, sendFhir } from './outcome';
import { fhirBase, searchBundle } from './bundle';
import { readSearch } from './search-params';
import { resourceTypes } from './resources';
import { capabilityStatement } from './capability';
import { bookThroughFhir, cancelThroughFhir } from './appointment-write';
import { fhirAppointmentOf } from './appointment-resource';
import { bulkPublishRoutes } from './bulk-publish-routes';
import { noteAccess } from '../plugins/record-access';
import type { RecordAccessKind } from '../../shared/schemas/record-access';

/** The resources that hold a patient's data: each read or search records whose. */
const PATIENT_DATA: Partial<Record<string, RecordAccessKind>> = {
  Patient: 'fhirPatient',
  Appointment: 'fhirAppointment',
};

/** The patients a resource is about: a Patient itself, an Appointment's patient participants. */
function patientsIn(resource: { resourceType?: string; id?: string; participant?: unknown }): string[] {
  if (resource.resourceType === 'Patient') return resource.id ? [resource.id] : [];
  const participants = (resource.participant ?? []) as { actor?: { reference?: string } }[];
  return participants.flatMap(({ actor }) =>
    actor?.reference?.startsWith('Patient/') ? [actor.reference.slice('Patient/'.length)] : [],
  );
}

/**
 * FHIR R4 at /fhir/R4: the capability statement and published slots without sign-in;
 * read and search of the scheduling resources, booking and cancelling with SMART system scopes.
 * Every failure is an OperationOutcome (outcome.ts).
 */
export function fhirRoutes(ctx: RouteContext & AppointmentDeps) {
  const { db, config, policy } = ctx;
  const scope = smartScope(ctx);
  const today = clinicTodayClock(config.clinicTimezone);
  const base = fhirBase(config.appUrl);
  const types = resourceTypes(db, { timeZone: config.clinicTimezone, today });
  const client = (request: FastifyRequest) => {
    if (!request.apiClient) throw new Error('FHIR route without its guard');
    return request.apiClient;
  };

  return async (app: FastifyInstance) => {
    registerOutcomeErrors(app);
    app.addContentTypeParser(
      ['application/fhir+json', 'application/json-patch+json'],
      { parseAs: 'string' },
      app.getDefaultJsonParser('error', 'error'),
    );

    app.get('/metadata', async (_request, reply) =>
      sendFhir(reply, 200, capabilityStatement(config.appUrl, config.clinicName)),
    );

    bulkPublishRoutes(app, {
      db,
      base,
      env: () => ({ appUrl: config.appUrl, timeZone: config.clinicTimezone, today: today() }),
    });

    for (const [name, type] of Object.entries(types)) {
      const rs = scope(`system/${name}.rs`);
      const patientData = PATIENT_DATA[name];
      const config = patientData ? { patientData } : {};
      app.get(`/${name}`, { preHandler: rs, config }, async (request, reply) => {
        const search = readSearch(name, request.query, type.spec);
        const { resources, next } = await type.search(search);
        if (patientData) noteAccess(request, { patientIds: resources.flatMap(patientsIn) });
        return sendFhir(reply, 200, searchBundle(base, request, resources, next));
      });
      app.get<{ Params: { id: string } }>(
        `/${name}/:id`,
        { preHandler: rs, config },
        async (request, reply) => {
          const resource = await type.read(request.params.id);
          if (!resource) throw notFoundResource(name, request.params.id);
          request.auditTarget = request.params.id;
          if (patientData) noteAccess(request, { patientIds: patientsIn(resource), recordId: resource.id });
          return sendFhir(reply, 200, resource);
        },
      );
    }

    app.post('/Appointment', { preHandler: scope('system/Appointment.c') }, async (request, reply) => {
      const id = await bookThroughFhir(
        db,
        { client: client(request), body: request.body, today: today() },
        policy,
      );
      request.auditTarget = id;
      const appointment = await fhirAppointmentOf(db, id);
      void reply.header('Location', `${base}/Appointment/${id}`);
      return sendFhir(reply, 201, appointment ?? {});
    });

    app.patch<{ Params: { id: string } }>(
      '/Appointment/:id',
      { preHandler: scope('system/Appointment.u') },
      async (request, reply) => {
        const patch = { client: client(request), id: request.params.id, body: request.body };
        await cancelThroughFhir(db, patch, ctx);
        request.auditTarget = request.params.id;
        return sendFhir(reply, 200, (await fhirAppointmentOf(db, request.params.id)) ?? {});
      },
    );
  };
}

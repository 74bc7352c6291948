import { APPOINTMENT_SEARCH } from './appointment-search';

type Param = fhir4.CapabilityStatementRestResourceSearchParam;
const param = (name: string, type: Param['type'], documentation: string): Param => ({
  name,
  type,
  documentation,
});
const COUNT = param('_count', 'number', 'Page size, 1 to 100 (paging by Bundle.link next)');

const read = (
  type: string,
  searchParam: Param[],
  extra: Partial<fhir4.CapabilityStatementRestResource> = {},
): fhir4.CapabilityStatementRestResource => ({
  type: type as fhir4.CapabilityStatementRestResource['type'],
  interaction: [{ code: 'read' as const }, { code: 'search-type' as const }, ...(extra.interaction ?? [])],
  searchParam: [...searchParam, COUNT],
  ...(extra.operation ? { operation: extra.operation } : {}),
});

/** What /fhir/R4 actually serves, and how systems sign in (SMART Backend Services). */
export function capabilityStatement(appUrl: string, clinicName: string): fhir4.CapabilityStatement {
  const base = `${appUrl}/fhir/R4`;
  const appointmentParams = Object.keys(APPOINTMENT_SEARCH);
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: new Date().toISOString(),
    publisher: clinicName,
    kind: 'instance',
    software: { name: 'ClinicBook' },
    implementation: { description: `${clinicName} scheduling API`, url: base },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    patchFormat: ['application/json-patch+json'],
    rest: [
      {
        mode: 'server',
        security: {
          cors: false,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
              text: 'SMART Backend Services (client_credentials, private_key_jwt RS384/ES384)',
            },
          ],
          extension: [
            {
              url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
              extension: [{ url: 'token', valueUri: `${appUrl}/oauth2/token` }],
            },
          ],
        },
        resource: [
          read('Practitioner', []),
          read('PractitionerRole', [param('practitioner', 'reference', 'Practitioner/<id>')]),
          read('Location', []),
          read('HealthcareService', []),
          read('Schedule', [param('actor', 'reference', 'Practitioner/<id>')]),
          read('Slot', [
            param('schedule', 'reference', 'Schedule/<id>'),
            param('start', 'date', 'ge/gt/le/lt/eq, at most 92 days'),
            param('status', 'token', 'free | busy | busy-unavailable'),
          ]),
          read('Patient', []),
          {
            ...read(
              'Appointment',
              appointmentParams.map((name) =>
                name === 'date' || name === '_lastUpdated'
                  ? param(name, 'date', 'ge/gt/le/lt/eq')
                  : name === 'status'
                    ? param(
                        name,
                        'token',
                        'pending | booked | checked-in | arrived | fulfilled | cancelled | noshow',
                      )
                    : param(name, 'reference', name === 'patient' ? 'Patient/<id>' : 'Practitioner/<id>'),
              ),
            ),
            interaction: [
              { code: 'read' as const },
              { code: 'search-type' as const },
              { code: 'create' as const, documentation: 'A Slot reference and a Patient participant' },
              { code: 'patch' as const, documentation: 'JSON Patch setting status to cancelled' },
            ],
          },
        ],
        operation: [
          {
            name: 'bulk-publish',
            definition: 'http://hl7.org/fhir/smart-app-launch/OperationDefinition/bulk-publish',
            documentation: `${base}/$bulk-publish: SMART Scheduling Links manifest (no sign-in)`,
          },
        ],
      },
    ],
  };
}

/**
 * The SMART v2 system scopes the FHIR API understands (`system/<Resource>.<cruds>`), shared by
 * the admin page's choices and the server's checks. `system/*.rs` reads every resource.
 */
export const FHIR_READ_RESOURCES = [
  'Appointment',
  'HealthcareService',
  'Location',
  'Patient',
  'Practitioner',
  'PractitionerRole',
  'Schedule',
  'Slot',
] as const;

/** What an admin may grant: reading any resource, and creating and updating appointments. */
export const SUPPORTED_SCOPES: readonly string[] = [
  'system/*.rs',
  ...FHIR_READ_RESOURCES.map((resource) => `system/${resource}.rs`),
  'system/Appointment.c',
  'system/Appointment.u',
  'system/Appointment.cru',
  'system/Appointment.cruds',
];

const SCOPE = /^system\/(\*|[A-Z][A-Za-z]+)\.(c?r?u?d?s?)$/;

export interface ParsedScope {
  resource: string;
  /** the letters of `cruds` it grants, in that order */
  permissions: string;
}

/** A SMART v2 system scope's parts; undefined when it is not one (or names no permission). */
export function parseScope(scope: string): ParsedScope | undefined {
  const match = SCOPE.exec(scope);
  if (!match || !match[2]) return undefined;
  const resource = match[1];
  if (resource !== '*' && !(FHIR_READ_RESOURCES as readonly string[]).includes(resource)) return undefined;
  return { resource, permissions: match[2] };
}

/** Whether `granted` allows everything `asked` asks for (`system/*.rs` covers `system/Slot.r`). */
export function scopeCovers(granted: string, asked: string): boolean {
  const g = parseScope(granted);
  const a = parseScope(asked);
  if (!g || !a) return false;
  if (g.resource !== '*' && g.resource !== a.resource) return false;
  return [...a.permissions].every((letter) => g.permissions.includes(letter));
}

/** Splits a space-separated scope string, dropping repeats and empty parts. */
export const splitScopes = (scopes: string | undefined): string[] => [
  ...new Set((scopes ?? '').split(/\s+/).filter(Boolean)),
];

/** POST /api/admin/create-api-client. */
export interface CreateApiClientInput {
  name: string;
  scopes: string[];
  /** the client's public JSON Web Key Set */
  jwks: { keys: Record<string, unknown>[] };
}

import type { Db } from '../db/connect';
import { addDays } from '../../shared/clinicDays';
import { withValues } from '../i18n';
import { FHIR_TEXT } from './fhir-messages';
import { invalid } from './outcome';
import { pageOf } from './bundle';
import {
  approvedDoctors,
  catalogueRows,
  toHealthcareService,
  toLocation,
  toPractitioner,
  toPractitionerRole,
  toSchedule,
} from './directory';
import { patientRows, toPatient } from './patients';
import { codes, dateRange, referenceId, type Search, type SearchSpec } from './search-params';
import { clinicDaySlots, parseSlotId, searchSlots, SLOT_STATUS_CODES, toSlot } from './slots';
import { APPOINTMENT_SEARCH, searchAppointments } from './appointment-search';
import { fhirAppointmentOf, isUuid, slotIdOf } from './appointment-resource';

/** How one resource type is read and searched. */
export interface ResourceType {
  spec: SearchSpec;
  read(id: string): Promise<fhir4.FhirResource | undefined>;
  search(search: Search): Promise<{ resources: fhir4.FhirResource[]; next?: string }>;
}

/** A slot search spans at most this many days (a doctor's month, with room). */
const MAX_SLOT_DAYS = 92;
const DEFAULT_SLOT_DAYS = 28;

const cursorOf = (search: Search, type: string) =>
  search.cursor ? referenceId('_cursor', search.cursor, type) : undefined;

/** The resource types of /fhir/R4, keyed by name. */
export function resourceTypes(
  db: Db,
  env: { timeZone: string; today: () => string },
): Record<string, ResourceType> {
  const { timeZone } = env;
  const doctorType = (
    to: (d: Awaited<ReturnType<ReturnType<typeof approvedDoctors>['execute']>>[number]) => fhir4.FhirResource,
    spec: SearchSpec,
    refParam?: string,
  ): ResourceType => ({
    spec,
    read: async (id) => {
      if (!isUuid(id)) return undefined;
      const row = await approvedDoctors(db).where('d.id', '=', id).executeTakeFirst();
      return row && to(row);
    },
    search: async (search) => {
      let query = approvedDoctors(db, cursorOf(search, 'x')).limit(search.count + 1);
      const ref = refParam && search.values[refParam]?.[0];
      if (ref) query = query.where('d.id', '=', referenceId(refParam, ref, 'Practitioner'));
      const { page, next } = pageOf(await query.execute(), search.count);
      return { resources: page.map(to), next };
    },
  });
  const catalogueType = (table: 'locations' | 'services'): ResourceType => {
    const to = (row: { id: string; name: string }) =>
      table === 'locations'
        ? toLocation({ id: row.id, location: row.name })
        : toHealthcareService({ id: row.id, service: row.name });
    return {
      spec: {},
      read: async (id) => {
        if (!isUuid(id)) return undefined;
        const row = await catalogueRows(db, table).where('id', '=', id).executeTakeFirst();
        return row && to(row);
      },
      search: async (search) => {
        const rows = await catalogueRows(db, table, cursorOf(search, 'x'))
          .limit(search.count + 1)
          .execute();
        const { page, next } = pageOf(rows, search.count);
        return { resources: page.map(to), next };
      },
    };
  };
  return {
    Practitioner: doctorType(toPractitioner, {}),
    PractitionerRole: doctorType(toPractitionerRole, { practitioner: 1 }, 'practitioner'),
    Schedule: doctorType(toSchedule, { actor: 1 }, 'actor'),
    Location: catalogueType('locations'),
    HealthcareService: catalogueType('services'),
    Patient: {
      spec: {},
      read: async (id) => {
        if (!isUuid(id)) return undefined;
        const row = await patientRows(db).where('u.id', '=', id).executeTakeFirst();
        return row && toPatient(row);
      },
      search: async (search) => {
        const rows = await patientRows(db, cursorOf(search, 'x'))
          .limit(search.count + 1)
          .execute();
        const { page, next } = pageOf(rows, search.count);
        return { resources: page.map(toPatient), next };
      },
    },
    Slot: {
      spec: { schedule: 1, start: 2, status: 1 },
      read: async (id) => {
        const slot = parseSlotId(id);
        if (!slot) return undefined;
        const doctors = await approvedDoctors(db).where('d.id', '=', slot.doctorId).execute();
        const [found] = await clinicDaySlots(db, doctors, slot.date, slot.date);
        return found && toSlot(found, timeZone);
      },
      search: async (search) => {
        const v = search.values;
        const range = v.start ? dateRange('start', v.start, timeZone) : {};
        const from = range.from ?? env.today();
        const to = range.to ?? addDays(from, DEFAULT_SLOT_DAYS - 1);
        if (to > addDays(from, MAX_SLOT_DAYS - 1))
          throw invalid(withValues(FHIR_TEXT.rangeTooLong, { days: MAX_SLOT_DAYS }));
        if (search.cursor && !parseSlotId(search.cursor))
          throw invalid(withValues(FHIR_TEXT.badValue, { name: '_cursor', value: search.cursor }));
        const slots = await searchSlots(db, {
          doctorId: v.schedule ? referenceId('schedule', v.schedule[0], 'Schedule') : undefined,
          from,
          to,
          statuses: v.status ? codes('status', v.status, SLOT_STATUS_CODES) : undefined,
          cursor: search.cursor,
          count: search.count,
        });
        const page = slots.slice(0, search.count);
        const last = page[page.length - 1];
        return {
          resources: page.map((s) => toSlot(s, timeZone)),
          next: slots.length > search.count ? slotIdOf(last.doctor.id, last.date) : undefined,
        };
      },
    },
    Appointment: {
      spec: APPOINTMENT_SEARCH,
      read: (id) => fhirAppointmentOf(db, id),
      search: (search) => searchAppointments(db, search, timeZone),
    },
  };
}

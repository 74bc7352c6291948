import type { FastifyInstance } from 'fastify';
import {
  clinicDayInputSchema,
  locationInputSchema,
  serviceInputSchema,
  slotInputSchema,
  specialityInputSchema,
} from '../../shared/schemas/reference';
import { parseInput } from '../plugins/errors';
import {
  CLINIC_DAYS,
  LOCATIONS,
  SERVICES,
  SLOT_OPTIONS,
  SPECIALITIES,
  addItem,
  listItems,
  type ReferenceList,
} from './reference';
import type { RouteContext } from '../context';

interface ListRoutes {
  list: ReferenceList;
  readPath: string;
  /** get-all-clinic-day is open to anyone; the other lists need a sign-in. */
  readableByAnyone?: true;
  /** The key the list is sent under: `clinicDays` for clinic days, `data` for the rest. */
  answerKey: 'clinicDays' | 'data';
  writePath: string;
  /** Validates a new entry with the product's message; any other field (such as userId) is ignored. */
  parse: (body: unknown) => string | number;
}

const LISTS: ListRoutes[] = [
  {
    list: CLINIC_DAYS,
    readPath: '/user/get-all-clinic-day',
    readableByAnyone: true,
    answerKey: 'clinicDays',
    writePath: '/user/create-clinic-day',
    parse: (body) => parseInput(clinicDayInputSchema, body).name,
  },
  {
    list: SERVICES,
    readPath: '/user/get-all-services',
    answerKey: 'data',
    writePath: '/admin/service',
    parse: (body) => parseInput(serviceInputSchema, body).service,
  },
  {
    list: LOCATIONS,
    readPath: '/user/get-all-location',
    answerKey: 'data',
    writePath: '/admin/location',
    parse: (body) => parseInput(locationInputSchema, body).location,
  },
  {
    list: SPECIALITIES,
    readPath: '/user/get-all-speciality',
    answerKey: 'data',
    writePath: '/admin/speciality',
    parse: (body) => parseInput(specialityInputSchema, body).speciality,
  },
  {
    list: SLOT_OPTIONS,
    readPath: '/Appointmentslot/get-all-totalSlots',
    answerKey: 'data',
    writePath: '/Appointmentslot/Appointmentslots',
    parse: (body) => parseInput(slotInputSchema, body).totalSlots,
  },
];

/** Reference data: clinic days, services, locations, specialities, slot options. */
export function referenceRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    for (const { list, readPath, readableByAnyone, answerKey, writePath, parse } of LISTS) {
      app.get(readPath, readableByAnyone ? {} : { preHandler: ctx.guard() }, async () => ({
        success: true,
        [answerKey]: await listItems(ctx.db, list),
      }));

      app.post(writePath, { preHandler: ctx.guard('admin') }, async (request, reply) => {
        const value = parse(request.body);
        const item = await addItem(ctx.db, list, value);
        return reply.status(201).send({ success: true, message: list.created(value), data: item });
      });
    }
  };
}

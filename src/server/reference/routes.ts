import type { FastifyInstance } from 'fastify';
import {
  clinicDayInputSchema,
  locationInputSchema,
  serviceInputSchema,
  slotInputSchema,
  specialityInputSchema,
} from '../../shared/schemas/reference';
import { z } from 'zod';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, id } from '../../shared/answers/envelope';
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
  /** A new entry, with the product's message; its value is the field named `list.key`, any other (such as userId) is ignored. */
  input: z.ZodObject;
}

const LISTS: ListRoutes[] = [
  {
    list: CLINIC_DAYS,
    readPath: '/user/get-all-clinic-day',
    readableByAnyone: true,
    answerKey: 'clinicDays',
    writePath: '/user/create-clinic-day',
    input: clinicDayInputSchema,
  },
  {
    list: SERVICES,
    readPath: '/user/get-all-services',
    answerKey: 'data',
    writePath: '/admin/service',
    input: serviceInputSchema,
  },
  {
    list: LOCATIONS,
    readPath: '/user/get-all-location',
    answerKey: 'data',
    writePath: '/admin/location',
    input: locationInputSchema,
  },
  {
    list: SPECIALITIES,
    readPath: '/user/get-all-speciality',
    answerKey: 'data',
    writePath: '/admin/speciality',
    input: specialityInputSchema,
  },
  {
    list: SLOT_OPTIONS,
    readPath: '/Appointmentslot/get-all-totalSlots',
    answerKey: 'data',
    writePath: '/Appointmentslot/Appointmentslots',
    input: slotInputSchema,
  },
];

/** Reference data: clinic days, services, locations, specialities, slot options. */
export function referenceRoutes(ctx: RouteContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    for (const { list, readPath, readableByAnyone, answerKey, writePath, input } of LISTS) {
      const item = z.object({
        _id: id,
        [list.key]: list.key === 'totalSlots' ? z.number().int() : z.string(),
      });
      // the key is the list's own (`clinicDays` or `data`), so TypeScript sees only an object
      const listAnswer: z.ZodType<object> = z.object({
        success: z.literal(true),
        [answerKey]: z.array(item),
      });
      app.get(
        readPath,
        {
          ...(readableByAnyone ? {} : { preValidation: ctx.guard() }),
          schema: { response: { 200: listAnswer } },
        },
        async () => ({ success: true, [answerKey]: await listItems(ctx.db, list) }),
      );

      app.post(
        writePath,
        { preValidation: ctx.guard('admin'), schema: { body: input, response: { 201: dataAnswer(item) } } },
        async (request, reply) => {
          const value = (request.body as Record<ReferenceList['key'], string | number>)[list.key];
          const created = await addItem(ctx.db, list, value);
          return reply.status(201).send({ success: true, message: list.created(value), data: created });
        },
      );
    }
  };
}

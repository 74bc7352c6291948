import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  paymentPolicySchema,
  recordPaymentSchema,
  voidPaymentSchema,
  refundSchema,
  verifyQuery,
} from '../../shared/schemas/payments';
import { paymentPolicyAnswer, recordedPaymentAnswer, verifyAnswer } from '../../shared/answers/payments';
import { dataAnswer, doneAnswer } from '../../shared/answers/envelope';
import { withValues } from '../i18n';
import type { ContractTypeProvider } from '../plugins/contract';
import { badRequest, forbidden, notFound } from '../plugins/errors';
import { hasRole, me } from '../plugins/auth';
import type { RouteContext } from '../context';
import { readAppointment } from '../appointments';
import { paymentPolicy, savePaymentPolicy } from './policy';
import { PAYMENT_TEXT } from './payment-messages';
import { signatureMatches, verifyTransaction, type PaystackTransaction } from './paystack';
import { confirmOnlinePayment } from './online';
import { refundPayment } from './refunds';
import { recordDeskPayment, voidDeskPayment } from './desk';
import type { PaymentContext } from './payment-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it came, for the payment provider's signature. */
    rawBody?: string;
  }
}

/** A Paystack event: what is read of it (the rest is Paystack's). */
const paystackEvent = z.looseObject({
  event: z.string(),
  data: z.looseObject({
    status: z.string().optional(),
    reference: z.string().optional(),
    amount: z.number().optional(),
    currency: z.string().optional(),
  }),
});

/** The payment's visit's account: the patient, or the holder who manages the patient's visits. */
async function visitOfPayment(db: PaymentContext['db'], reference: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('appointments as a', 'a.id', 'p.appointment_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['p.appointment_id', 'a.user_id', 'u.holder_id'])
    .where('p.reference', '=', reference)
    .executeTakeFirst();
}

/**
 * The clinic's payment policy (admin); Paystack's webhook and the patient's return from its page;
 * refunds by hand (admin).
 */
export function paymentsRoutes(ctx: RouteContext & { payment: PaymentContext }) {
  const { db, guard, config } = ctx;
  const pc = ctx.payment;
  const policyAnswer = { 200: dataAnswer(paymentPolicyAnswer) };
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/admin/payment-policy',
      { preValidation: guard('admin'), schema: { response: policyAnswer } },
      async () => ({ success: true, data: await paymentPolicy(db, config) }),
    );

    app.post(
      '/admin/payment-policy',
      { preValidation: guard('admin'), schema: { body: paymentPolicySchema, response: policyAnswer } },
      async (request) => {
        request.auditTarget = 'payment-policy';
        await savePaymentPolicy(db, request.body, { adminId: me(request).id, at: new Date(ctx.now()) });
        return { success: true, message: PAYMENT_TEXT.policySaved, data: await paymentPolicy(db, config) };
      },
    );

    // the patient back from Paystack's page: the transaction verified with Paystack, recorded once
    app.get(
      '/payments/paystack/verify',
      {
        preValidation: guard(),
        schema: { querystring: verifyQuery, response: { 200: dataAnswer(verifyAnswer) } },
      },
      async (request) => {
        const viewer = me(request);
        const { reference } = request.query;
        const visit = await visitOfPayment(db, reference);
        if (!visit || !config.paystackSecretKey) throw notFound(PAYMENT_TEXT.paymentNotFound);
        const own = visit.user_id === viewer.id || visit.holder_id === viewer.id;
        if (!own && !hasRole(viewer, 'staff') && !hasRole(viewer, 'admin')) throw forbidden();
        request.auditTarget = visit.appointment_id;
        const { outcome } = await confirmOnlinePayment(
          pc,
          await verifyTransaction(config, reference),
          'verify',
        );
        const { payment } = (await readAppointment(db, visit.appointment_id)) ?? {};
        if (!payment) throw notFound(PAYMENT_TEXT.paymentNotFound);
        return {
          success: true,
          message: outcome === 'notPaid' ? PAYMENT_TEXT.notPaid : PAYMENT_TEXT.received,
          data: { appointmentId: visit.appointment_id, paid: outcome !== 'notPaid', payment },
        };
      },
    );

    await app.register(async (hook) => {
      // the signature is over the body as sent: keep it before parsing
      hook.removeContentTypeParser('application/json');
      hook.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        (request: FastifyRequest, body: string | Buffer, done) => {
          request.rawBody = String(body);
          try {
            done(null, JSON.parse(request.rawBody));
          } catch {
            done(badRequest(PAYMENT_TEXT.mismatch), undefined);
          }
        },
      );
      hook.withTypeProvider<ContractTypeProvider>().post(
        '/payments/paystack/webhook',
        {
          schema: {
            summary: "Paystack's events, signed with the secret key (x-paystack-signature)",
            body: paystackEvent,
            response: { 200: doneAnswer },
          },
        },
        async (request) => {
          const secret = config.paystackSecretKey;
          const signature = request.headers['x-paystack-signature'];
          if (
            !secret ||
            !signatureMatches(
              secret,
              request.rawBody ?? '',
              typeof signature === 'string' ? signature : undefined,
            )
          ) {
            throw badRequest(PAYMENT_TEXT.badSignature);
          }
          const event = request.body;
          if (event.event !== 'charge.success') return { success: true, message: PAYMENT_TEXT.received };
          const { reference, amount, currency, status } = event.data;
          if (!reference || amount === undefined || !currency) throw badRequest(PAYMENT_TEXT.mismatch);
          const transaction: PaystackTransaction = {
            reference,
            amount,
            currency,
            status: status ?? 'success',
          };
          const { appointmentId } = await confirmOnlinePayment(pc, transaction, 'webhook');
          request.auditTarget = appointmentId;
          return { success: true, message: PAYMENT_TEXT.received };
        },
      );
    });

    app.post(
      '/admin/refund-payment',
      { preValidation: guard('admin'), schema: { body: refundSchema, response: { 200: doneAnswer } } },
      async (request) => {
        const { paymentId, amountKobo, reason } = request.body;
        request.auditTarget = paymentId;
        await refundPayment(pc, { paymentId, amountKobo, reason, actorId: me(request).id });
        return { success: true, message: withValues(PAYMENT_TEXT.refunded, { amount: amountKobo }) };
      },
    );

    app.post(
      '/desk/record-payment',
      {
        preValidation: guard('staff', 'admin'),
        schema: { body: recordPaymentSchema, response: { 201: dataAnswer(recordedPaymentAnswer) } },
      },
      async (request, reply) => {
        const recorded = await recordDeskPayment(pc, { ...request.body, staffId: me(request).id });
        return reply.status(201).send({
          success: true,
          message: withValues(PAYMENT_TEXT.recorded, { receipt: recorded.receiptNumber }),
          data: recorded,
        });
      },
    );

    app.post(
      '/desk/void-payment',
      {
        preValidation: guard('staff', 'admin'),
        schema: { body: voidPaymentSchema, response: { 200: doneAnswer } },
      },
      async (request) => {
        request.auditTarget = request.body.paymentId;
        await voidDeskPayment(pc, { ...request.body, staffId: me(request).id });
        return { success: true, message: PAYMENT_TEXT.voided };
      },
    );
  };
}

import {
  adminPaymentListQuerySchema,
  adminPaymentPageSchema,
  adminPaymentRowSchema,
  settlementQuerySchema,
  settlementSchema,
} from '@reelhouse/contracts/payments-admin';
import {
  createRefundSchema,
  invoiceParamsSchema,
  invoiceSchema,
  paymentParamsSchema,
  refundSchema,
  type Invoice,
} from '@reelhouse/contracts/payments';
import { problems } from '@reelhouse/contracts/problem';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/session-requests';
import { AppError } from '../../platform/errors/app-error';
import type { ApiInstance } from '../../platform/http/types';
import type { OperatorAudit } from '../../platform/operator-audit';
import { settlementCsv, type PaymentsAdminRepository } from './payments-admin.repository';
import type { PaymentsRepository } from './payments.repository';
import type { PaymentsService } from './payments.service';

const tags = ['payments (operators)'];
const errors = problems(400, 401, 403, 404, 409, 422, 503);

/** Operators' payments (in the admin scope): the list, a status check on demand, refunds, invoices, settlement. */
export function paymentAdminRoutes(
  admin: ApiInstance,
  deps: {
    service: PaymentsService;
    payments: PaymentsRepository;
    console: PaymentsAdminRepository;
    audit: OperatorAudit;
    seller: Invoice['seller'];
  },
): void {
  admin.get(
    '/payments',
    {
      schema: {
        tags,
        summary:
          'Payments for plans and orders, flagged ones first (with why), by state or found by id, invoice or member.',
        querystring: adminPaymentListQuerySchema,
        response: { 200: adminPaymentPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.console.list(request.query);
    },
  );

  admin.post(
    '/payments/:merchantTransactionId/check',
    {
      schema: {
        tags,
        summary: 'Ask PhonePe for the payment’s status now and apply its answer (once, like every other check).',
        params: paymentParamsSchema,
        response: { 200: adminPaymentRowSchema, ...errors },
      },
    },
    async (request) => {
      const { merchantTransactionId } = request.params;
      if (!(await deps.console.row(merchantTransactionId)))
        throw new AppError('not_found', 'There is no payment with this transaction id.');
      await deps.service.check(merchantTransactionId);
      await deps.audit.record(sessionOf(request).user.id, {
        action: 'payment.check',
        subject: `payment:${merchantTransactionId}`,
        details: {},
      });
      const row = await deps.console.row(merchantTransactionId);
      if (!row) throw new AppError('not_found', 'There is no payment with this transaction id.');
      return row;
    },
  );

  admin.post(
    '/payments/:merchantTransactionId/refunds',
    {
      schema: {
        tags,
        summary:
          'Refund a paid payment in full through PhonePe (fraud cases, per the refund policy); its plan period ends.',
        params: paymentParamsSchema,
        body: createRefundSchema,
        response: { 201: refundSchema, ...errors },
      },
    },
    async (request, reply) => {
      const operator = sessionOf(request).user.id;
      const { merchantTransactionId } = request.params;
      const refund = await deps.service.refund(operator, merchantTransactionId, request.body.reason);
      // Recorded once PhonePe took the request (the refund row itself keeps who asked).
      await deps.audit.record(operator, {
        action: 'payment.refund',
        subject: `payment:${merchantTransactionId}`,
        details: { merchantRefundId: refund.merchantRefundId, reason: request.body.reason },
      });
      return reply.code(201).send(refund);
    },
  );

  admin.get(
    '/invoices/:number',
    {
      schema: {
        tags,
        summary: 'Any member’s GST invoice, to print or save.',
        params: invoiceParamsSchema,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await deps.payments.invoice(request.params.number, deps.seller, null);
      if (!invoice) throw new AppError('not_found', 'There is no invoice with this number.');
      reply.header('cache-control', 'no-store');
      return invoice;
    },
  );

  admin.get(
    '/payments/settlement',
    {
      schema: {
        tags,
        summary: 'Money through PhonePe per day (operator’s time zone): payments settled paid, GST, refunds completed.',
        querystring: settlementQuerySchema,
        response: { 200: settlementSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.console.settlement(request.query);
    },
  );

  admin.get(
    '/payments/settlement.csv',
    {
      schema: {
        tags,
        summary: 'The same settlement summary as CSV, rupees with two decimals, a total line last.',
        querystring: settlementQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="settlement-${from}-to-${to}.csv"`)
        .send(settlementCsv(await deps.console.settlement(request.query)));
    },
  );
}

import { z } from 'zod';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import {
  createPaymentSchema,
  invoiceParamsSchema,
  invoiceSchema,
  legacyStatusBodySchema,
  paymentListSchema,
  paymentParamsSchema,
  paymentSchema,
  paymentStartedSchema,
  subscriptionStatusSchema,
  type Invoice,
  type Payment,
} from '@reelhouse/contracts/payments';
import { problemSchema } from '@reelhouse/contracts/problem';
import {
  planChangeBodySchema,
  planChangeQuerySchema,
  planChangeQuoteSchema,
  planChangeResultSchema,
} from '@reelhouse/contracts/plan-changes';
import { AppError } from '../../platform/errors/app-error';
import type { ApiInstance } from '../../platform/http/types';
import { sessionOf } from '../../platform/auth/session-requests';
import { fingerprintOf, idempotencyKeySchema, type IdempotencyKeys } from '../../platform/idempotency-keys';
import type { PaymentsRepository } from './payments.repository';
import type { PaymentsService } from './payments.service';
import type { SubscriptionChanges } from './subscription-changes.service';
import type { PlanChanges } from './plan-changes.service';

const tags = ['payments'];
// Written out: a replayed answer is sent with whatever status it had, which `problems()` would not allow.
const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
  503: problemSchema,
};
const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

export interface PaymentRoutesDeps {
  service: PaymentsService;
  changes: SubscriptionChanges;
  planChanges: PlanChanges;
  repository: PaymentsRepository;
  keys: IdempotencyKeys;
  /** The site's public origin, when configured; else the request's own. */
  /** Where links and redirects point (config.siteOrigin): never a request's own Host header. */
  siteOrigin: string;
  seller: Invoice['seller'];
}

/** How the original front end reads a payment's status (`POST /api/status/`). */
const legacyStatus = (payment: Payment) => {
  const code = { succeeded: 'PAYMENT_SUCCESS', pending: 'PAYMENT_PENDING' }[payment.state as string] ?? 'PAYMENT_ERROR';
  return {
    success: payment.state === 'succeeded',
    code,
    message: `The payment is ${payment.state}.`,
    data: {
      phonepe: {
        success: payment.state === 'succeeded',
        code,
        data: {
          merchantTransactionId: payment.merchantTransactionId,
          transactionId: payment.gatewayTransactionId,
          amount: payment.amountPaise,
          state: { succeeded: 'COMPLETED', pending: 'PENDING' }[payment.state as string] ?? 'FAILED',
        },
      },
      payment,
    },
  };
};

/**
 * Buying plans and what members see of it: `POST /api/payments` (with Idempotency-Key), the
 * member's payments, subscription and invoices, PhonePe's notifications, and the original app's
 * `POST /api/status/`, `/api/verify-user-subscription/` and `/api/get-user-transaction/`.
 */
export function paymentRoutes(app: ApiInstance, deps: PaymentRoutesDeps): void {
  const { service, repository, keys } = deps;

  /** The member's own payment after asking the gateway if it is pending; 404 for anyone else's. */
  const ownPayment = async (userId: number, merchantTransactionId: string, lang: Language) => {
    const row = await repository.byMerchantTransactionId(merchantTransactionId);
    if (row?.userId !== userId) throw new AppError('not_found', 'You have no payment with this transaction id.');
    await service.refresh(row);
    const payment = await repository.ofMember(userId, merchantTransactionId, lang);
    if (!payment) throw new AppError('not_found', 'You have no payment with this transaction id.');
    return payment;
  };

  app.post(
    '/payments',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary:
          'Start paying for a plan: answers where to send the browser. Honours Idempotency-Key (same key and body → the same answer; another body → 422; still running → 409).',
        headers: idempotencyHeaders,
        body: createPaymentSchema,
        response: { 201: paymentStartedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = sessionOf(request).user;
      const run = async () => ({
        statusCode: 201,
        body: await service.start(id, request.body, deps.siteOrigin),
      });
      const key = request.headers['idempotency-key'];
      const answer = key
        ? await keys.run(id, key, fingerprintOf('POST', '/api/payments', request.body), run)
        : { ...(await run()), replayed: false };
      reply.header('cache-control', 'no-store');
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/payments',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'The signed-in member’s payments, newest first.',
        querystring: langQuerySchema,
        response: { 200: paymentListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await repository.listOfMember(sessionOf(request).user.id, request.query.lang) };
    },
  );

  app.get(
    '/payments/:merchantTransactionId',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'One of the member’s payments; a pending one is checked with PhonePe first (at most every 3 s).',
        params: paymentParamsSchema,
        querystring: langQuerySchema,
        response: { 200: paymentSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ownPayment(sessionOf(request).user.id, request.params.merchantTransactionId, request.query.lang);
    },
  );

  app.post(
    '/payments/phonepe/webhook',
    {
      config: { rateLimit: { exempt: 'authenticated by PhonePe’s signature' } },
      schema: {
        tags,
        summary:
          'PhonePe’s server-to-server notification (v2 webhook or v1 callback): verified, kept once, answered at once.',
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const outcome = await service.notified(request.headers, request.body);
      request.log.info({ outcome }, 'PhonePe notification');
      return { success: true as const };
    },
  );

  app.get(
    '/account/subscription',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The member’s current plan and when it ends (or when the last one ended).',
        querystring: langQuerySchema,
        response: { 200: subscriptionStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return repository.subscriptionOf(sessionOf(request).user.id, request.query.lang);
    },
  );

  for (const [action, summary] of [
    ['cancel', 'Stops the plan renewing by itself; it runs to the end of what was paid, and the mandate ends then.'],
    ['resume', 'Renews the cancelled plan again, on the same mandate, while it still runs.'],
  ] as const) {
    app.post(
      `/account/subscription/${action}`,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary,
          querystring: langQuerySchema,
          response: { 200: subscriptionStatusSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = sessionOf(request).user;
        await deps.changes[action](id);
        reply.header('cache-control', 'no-store');
        return repository.subscriptionOf(id, request.query.lang);
      },
    );
  }

  app.get(
    '/account/subscription/change',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'What moving to another plan would do and cost (an upgrade’s prorated difference), before doing it.',
        querystring: planChangeQuerySchema,
        response: { 200: planChangeQuoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.planChanges.quote(sessionOf(request).user.id, request.query.planId, request.query.lang);
    },
  );

  app.post(
    '/account/subscription/change',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'Moves to another plan: a better one now, paying the prorated difference at PhonePe; a lower one from the next renewal.',
        querystring: langQuerySchema,
        body: planChangeBodySchema,
        response: { 200: planChangeResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = sessionOf(request).user;
      return deps.planChanges.change(id, request.body.planId, request.query.lang, deps.siteOrigin);
    },
  );

  app.get(
    '/account/invoices/:number',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'One of the member’s GST invoices.',
        params: invoiceParamsSchema,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await repository.invoice(request.params.number, deps.seller, sessionOf(request).user.id);
      if (!invoice) throw new AppError('not_found', 'You have no invoice with this number.');
      reply.header('cache-control', 'private, no-store');
      return invoice;
    },
  );

  // —— the original app's calls ——
  app.post(
    '/status/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['original app'],
        summary: 'A payment’s status, in the original app’s shape; only for its signed-in owner.',
        body: legacyStatusBodySchema,
        response: { 200: z.object({ success: z.boolean() }).loose(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = sessionOf(request).user;
      // The stored user id must be the signed-in member's: nobody learns about another's payment.
      if (request.body.user_id !== id) throw new AppError('not_found', 'You have no payment with this transaction id.');
      reply.header('cache-control', 'no-store');
      return legacyStatus(await ownPayment(id, request.body.merchantTransactionId, 'en'));
    },
  );

  app.post(
    '/verify-user-subscription/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['original app'],
        summary: 'The member’s active plan and its end, in the original app’s envelope.',
        response: { 200: z.object({ success: z.literal(true), data: subscriptionStatusSchema }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await repository.subscriptionOf(sessionOf(request).user.id, 'en') };
    },
  );

  app.post(
    '/get-user-transaction/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['original app'],
        summary: 'The member’s payments, in the original app’s envelope.',
        response: { 200: z.object({ success: z.literal(true), data: z.array(paymentSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await repository.listOfMember(sessionOf(request).user.id, 'en') };
    },
  );
}

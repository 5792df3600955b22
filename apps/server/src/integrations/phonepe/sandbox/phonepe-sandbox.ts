import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@reelhouse/db/database';
import type { ClientLimit } from '../../../platform/http/route-guards';
import { AppError } from '../../../platform/errors/app-error';
import { fromBase64Json, sameSecret, xVerify } from '../phonepe-signatures';
import {
  decideSchema,
  gatewayIdParams,
  simulateSchema,
  tokenFor,
  TOKEN_LIFETIME_SECONDS,
  v1Answer,
  v2Authorized,
  v2Refusal,
  v1PaySchema,
  v1RefundSchema,
  v2Order,
  v2PaySchema,
  v2RefundSchema,
  type Simulation,
} from './sandbox-answers';
import { registerAutopayRoutes } from './sandbox-autopay-routes';
import { SandboxBooks, type SandboxEntry } from './sandbox-books';
import { SandboxMandates } from './sandbox-mandates';
import { sandboxWebhooks } from './sandbox-webhooks';
import { SANDBOX_PREFIX, sandboxMerchant as merchant } from './sandbox-merchant';

/** The sandbox stands in for PhonePe on a demo; it is kept from being flooded like any public write. */
const sandboxLimit: ClientLimit = { name: 'phonepe-sandbox', max: 600, windowMs: 60 * 60_000 };

export interface SandboxOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Where v2 webhooks go (PhonePe takes this URL from the merchant's dashboard). */
  webhookUrl: () => string;
  /** Keeps the scripting endpoint to this machine unless DEMO_PUBLIC=true. */
  demoGuard: onRequestHookHandler;
  /**
   * Whether this request comes from the person who started the payment (the merchant knows its
   * buyers): only they see its pay page and decide it, as only they hold a real PhonePe session.
   */
  isPayer: (request: FastifyRequest, merchantTransactionId: string) => Promise<boolean>;
}

/**
 * PhonePe's protocol at a local base URL (`/sandbox/phonepe`): both API flavours with their real
 * paths, payloads and signatures, a pay page where the person picks the outcome, server-to-server
 * notifications sent once, several times, late or never, and `POST /sandbox/phonepe/simulate`
 * for tests and scripts on this machine. Registered only while no real PhonePe credentials are configured.
 */
export async function registerPhonePeSandbox(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  const books = new SandboxBooks(options.db);
  const log = options.log.child({ component: 'phonepe-sandbox' });

  const webhooks = sandboxWebhooks(options.webhookUrl, log);
  const mandates = new SandboxMandates(options.db);

  /** Decides a payment as the person (or a test) chose, and notifies the merchant. */
  const decide = async (
    entry: SandboxEntry,
    { outcome, callbacks, callbackDelayMs, amount, errorCode }: Simulation,
  ): Promise<SandboxEntry> => {
    if (outcome === 'pending') return entry;
    const settled = await books.settle(
      entry.id,
      outcome === 'success' ? 'COMPLETED' : 'FAILED',
      outcome === 'success' ? null : errorCode,
      amount,
    );
    if (!settled) throw new AppError('conflict', `Payment ${entry.id} was already decided: ${entry.state}.`);
    await webhooks.order(settled, callbacks, callbackDelayMs);
    return settled;
  };

  await app.register(
    async (scope) => {
      const routes = scope.withTypeProvider<ZodTypeProvider>();
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      const v1Refusal = (reply: FastifyReply, status: number, code: string, message: string) =>
        reply.code(status).send({ success: false, code, message, data: {} });
      /** v1's X-VERIFY over the body (empty for GET) and the path it was sent to. */
      const v1Verified = (request: FastifyRequest, base64Body: string) => {
        const path = request.url.slice(SANDBOX_PREFIX.length).split('?')[0] ?? '';
        const sent = request.headers['x-verify'];
        return sameSecret(
          typeof sent === 'string' ? sent : undefined,
          xVerify(base64Body, path, merchant.saltKey, merchant.saltIndex),
        );
      };
      const payPage = (entry: SandboxEntry) =>
        `${new URL(entry.redirectUrl ?? '/').origin}${SANDBOX_PREFIX}/pay/${entry.gatewayId}`;

      // —— v2 ——
      routes.post('/v1/oauth/token', { config: { rateLimit: sandboxLimit } }, async (request, reply) => {
        const form = z
          .object({ client_id: z.string(), client_secret: z.string(), grant_type: z.string() })
          .safeParse(request.body);
        if (
          !form.success ||
          form.data.grant_type !== 'client_credentials' ||
          form.data.client_id !== merchant.clientId ||
          !sameSecret(form.data.client_secret, merchant.clientSecret)
        )
          return v2Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Client authentication failed');
        const issuedAt = Math.floor(Date.now() / 1000);
        const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
        return {
          access_token: tokenFor(expiresAt),
          encrypted_access_token: tokenFor(expiresAt),
          expires_in: TOKEN_LIFETIME_SECONDS,
          issued_at: issuedAt,
          expires_at: expiresAt,
          session_expires_at: expiresAt,
          token_type: 'O-Bearer',
        };
      });

      routes.post('/checkout/v2/pay', { config: { rateLimit: sandboxLimit } }, async (request, reply) => {
        if (!v2Authorized(request)) return v2Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Invalid or expired token');
        const body = v2PaySchema.safeParse(request.body);
        if (!body.success) return v2Refusal(reply, 400, 'BAD_REQUEST', z.prettifyError(body.error));
        const { merchantOrderId, amount, paymentFlow: flow } = body.data;
        const redirectUrl = flow.merchantUrls.redirectUrl;
        const entry =
          flow.type === 'PG_CHECKOUT'
            ? await books.openPayment({
                id: merchantOrderId,
                flavour: 'v2',
                merchantId: merchant.merchantId,
                amount,
                redirectUrl,
                callbackUrl: null,
              })
            : await mandates.openSetup({
                orderId: merchantOrderId,
                merchantId: merchant.merchantId,
                amount,
                redirectUrl,
                mandate: {
                  id: flow.subscriptionDetails.merchantSubscriptionId,
                  amountType: flow.subscriptionDetails.amountType,
                  maxAmount: flow.subscriptionDetails.maxAmount,
                  frequency: flow.subscriptionDetails.frequency,
                  expireAt: new Date(flow.subscriptionDetails.expireAt),
                },
              });
        if (!entry) return v2Refusal(reply, 400, 'BAD_REQUEST', 'Duplicate merchantOrderId or merchantSubscriptionId');
        return {
          orderId: entry.gatewayId,
          state: entry.state,
          expireAt: entry.expireAt.getTime(),
          redirectUrl: payPage(entry),
        };
      });

      routes.get(
        '/checkout/v2/order/:id/status',
        { schema: { params: z.object({ id: z.string() }) } },
        async (request, reply) => {
          if (!v2Authorized(request)) return v2Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Invalid or expired token');
          const entry = await books.payment(request.params.id);
          if (entry?.flavour !== 'v2' || entry.kind !== 'payment')
            return v2Refusal(reply, 404, 'ORDER_NOT_FOUND', 'No order with this merchantOrderId');
          return v2Order(entry);
        },
      );

      routes.post('/payments/v2/refund', { config: { rateLimit: sandboxLimit } }, async (request, reply) => {
        if (!v2Authorized(request)) return v2Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Invalid or expired token');
        const body = v2RefundSchema.safeParse(request.body);
        if (!body.success) return v2Refusal(reply, 400, 'BAD_REQUEST', z.prettifyError(body.error));
        const refund = await books.openRefund({
          id: body.data.merchantRefundId,
          originalId: body.data.originalMerchantOrderId,
          flavour: 'v2',
          merchantId: merchant.merchantId,
          amount: body.data.amount,
        });
        if (typeof refund === 'string') return v2Refusal(reply, 400, 'BAD_REQUEST', `Refund refused: ${refund}`);
        return { refundId: refund.gatewayId, amount: refund.amount, state: 'PENDING' };
      });

      routes.get(
        '/payments/v2/refund/:id/status',
        { schema: { params: z.object({ id: z.string() }) } },
        async (request, reply) => {
          if (!v2Authorized(request)) return v2Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Invalid or expired token');
          const refund = await books.refund(request.params.id);
          if (!refund) return v2Refusal(reply, 404, 'REFUND_NOT_FOUND', 'No refund with this merchantRefundId');
          return {
            originalMerchantOrderId: refund.originalId,
            refundId: refund.gatewayId,
            amount: refund.amount,
            state: refund.state,
            timestamp: refund.createdAt.getTime(),
          };
        },
      );

      registerAutopayRoutes(scope, { mandates, webhooks, demoGuard: options.demoGuard, limit: sandboxLimit });

      // —— v1 ——
      const v1Request = (body: unknown) => {
        const request = z.object({ request: z.string().min(1) }).safeParse(body);
        if (!request.success) return null;
        try {
          return { base64: request.data.request, payload: fromBase64Json(request.data.request) };
        } catch {
          return null;
        }
      };

      routes.post('/pg/v1/pay', { config: { rateLimit: sandboxLimit } }, async (request, reply) => {
        const signed = v1Request(request.body);
        if (!signed) return v1Refusal(reply, 400, 'BAD_REQUEST', 'Expected { request: base64 JSON }');
        if (!v1Verified(request, signed.base64))
          return v1Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'X-VERIFY does not match');
        const body = v1PaySchema.safeParse(signed.payload);
        if (!body.success) return v1Refusal(reply, 400, 'BAD_REQUEST', z.prettifyError(body.error));
        if (body.data.merchantId !== merchant.merchantId)
          return v1Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Unknown merchant');
        const entry = await books.openPayment({
          id: body.data.merchantTransactionId,
          flavour: 'v1',
          merchantId: body.data.merchantId,
          amount: body.data.amount,
          redirectUrl: body.data.redirectUrl,
          callbackUrl: body.data.callbackUrl,
        });
        if (!entry) return v1Refusal(reply, 400, 'BAD_REQUEST', 'Duplicate merchantTransactionId');
        return {
          success: true,
          code: 'PAYMENT_INITIATED',
          message: 'Payment initiated',
          data: {
            merchantId: entry.merchantId,
            merchantTransactionId: entry.id,
            instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: payPage(entry), method: 'GET' } },
          },
        };
      });

      routes.get(
        '/pg/v1/status/:merchantId/:id',
        { schema: { params: z.object({ merchantId: z.string(), id: z.string() }) } },
        async (request, reply) => {
          if (!v1Verified(request, '') || request.headers['x-merchant-id'] !== request.params.merchantId)
            return v1Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'X-VERIFY does not match');
          const entry = (await books.payment(request.params.id)) ?? (await books.refund(request.params.id));
          if (!entry || entry.merchantId !== request.params.merchantId || entry.flavour !== 'v1')
            return v1Refusal(reply, 404, 'TRANSACTION_NOT_FOUND', 'No transaction with this merchantTransactionId');
          return v1Answer(entry);
        },
      );

      routes.post('/pg/v1/refund', { config: { rateLimit: sandboxLimit } }, async (request, reply) => {
        const signed = v1Request(request.body);
        if (!signed) return v1Refusal(reply, 400, 'BAD_REQUEST', 'Expected { request: base64 JSON }');
        if (!v1Verified(request, signed.base64))
          return v1Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'X-VERIFY does not match');
        const body = v1RefundSchema.safeParse(signed.payload);
        if (!body.success) return v1Refusal(reply, 400, 'BAD_REQUEST', z.prettifyError(body.error));
        const refund = await books.openRefund({
          id: body.data.merchantTransactionId,
          originalId: body.data.originalTransactionId,
          flavour: 'v1',
          merchantId: body.data.merchantId,
          amount: body.data.amount,
        });
        if (typeof refund === 'string') return v1Refusal(reply, 400, 'BAD_REQUEST', `Refund refused: ${refund}`);
        return { ...v1Answer({ ...refund, state: 'PENDING' }), success: true };
      });

      // —— the pay page's calls, and the tests' shortcut ——
      const payersPayment = async (request: FastifyRequest, gatewayId: string) => {
        const entry = await books.byGatewayId(gatewayId);
        if (!entry) throw new AppError('not_found', 'The sandbox has no payment with this id.');
        if (!(await options.isPayer(request, entry.id))) {
          throw new AppError(
            'forbidden',
            'Only the person who started this payment can see and decide it: sign in as them.',
          );
        }
        return entry;
      };

      routes.get('/checkout/:gatewayId', { schema: { params: gatewayIdParams } }, async (request) => {
        const entry = await payersPayment(request, request.params.gatewayId);
        const mandate = entry.mandateId ? await mandates.mandate(entry.mandateId) : null;
        return {
          merchantTransactionId: entry.id,
          merchantId: entry.merchantId,
          amount: entry.amount,
          state: entry.state,
          expireAt: entry.expireAt.toISOString(),
          redirectUrl: entry.redirectUrl,
          mandate: mandate && { maxAmount: mandate.maxAmount, frequency: mandate.frequency },
        };
      });

      routes.post(
        '/checkout/:gatewayId',
        { config: { rateLimit: sandboxLimit }, schema: { params: gatewayIdParams, body: decideSchema } },
        async (request) => {
          const entry = await payersPayment(request, request.params.gatewayId);
          // The person's choice: a decided payment notifies once, as PhonePe does; pending stays silent.
          await decide(entry, simulateSchema.parse({ merchantTransactionId: entry.id, outcome: request.body.outcome }));
          return { redirectUrl: entry.redirectUrl };
        },
      );

      routes.post(
        '/simulate',
        { onRequest: options.demoGuard, config: { rateLimit: sandboxLimit }, schema: { body: simulateSchema } },
        async (request) => {
          const entry = await books.payment(request.body.merchantTransactionId);
          if (!entry) throw new AppError('not_found', 'The sandbox has no payment with this merchantTransactionId.');
          const decided = await decide(entry, request.body);
          return { merchantTransactionId: decided.id, state: decided.state, amount: decided.amount };
        },
      );
    },
    { prefix: SANDBOX_PREFIX },
  );
}

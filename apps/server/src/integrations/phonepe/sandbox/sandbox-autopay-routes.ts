import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClientLimit } from '../../../platform/http/route-guards';
import { AppError } from '../../../platform/errors/app-error';
import {
  simulateMandateSchema,
  v2Authorized,
  v2NotifySchema,
  v2Order,
  v2RedeemSchema,
  v2Refusal,
  v2Subscription,
} from './sandbox-answers';
import type { SandboxMandates } from './sandbox-mandates';
import { sandboxMerchant as merchant } from './sandbox-merchant';
import type { sandboxWebhooks } from './sandbox-webhooks';

const idParams = z.object({ id: z.string() });

/** How the sandbox answers a refusal: PhonePe's HTTP status for each code. */
const refusalStatus = (code: string) => (code === 'SUBSCRIPTION_NOT_FOUND' || code === 'ORDER_NOT_FOUND' ? 404 : 400);

/**
 * PhonePe's Autopay endpoints on the sandbox (the setup itself goes through `/checkout/v2/pay`):
 * order and subscription status, the pre-debit notice, the debit, cancellation, and
 * `POST /simulate/mandate`, where a test or script plays the customer's bank — revoking or pausing
 * the mandate, declining debits, notifying late or several times.
 */
export function registerAutopayRoutes(
  scope: FastifyInstance,
  deps: {
    mandates: SandboxMandates;
    webhooks: ReturnType<typeof sandboxWebhooks>;
    demoGuard: onRequestHookHandler;
    limit: ClientLimit;
  },
): void {
  const { mandates, webhooks } = deps;
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.get('/subscriptions/v2/order/:id/status', { schema: { params: idParams } }, async (request, reply) => {
    if (!v2Authorized(request)) return v2Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Invalid or expired token');
    const order = await mandates.order(request.params.id);
    if (!order) return v2Refusal(reply, 404, 'ORDER_NOT_FOUND', 'No subscription order with this merchantOrderId');
    return v2Order(order);
  });

  routes.get('/subscriptions/v2/:id/status', { schema: { params: idParams } }, async (request, reply) => {
    if (!v2Authorized(request)) return v2Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Invalid or expired token');
    const mandate = await mandates.mandate(request.params.id);
    if (!mandate) return v2Refusal(reply, 404, 'SUBSCRIPTION_NOT_FOUND', 'No subscription with this id');
    return v2Subscription(mandate);
  });

  routes.post('/subscriptions/v2/notify', { config: { rateLimit: deps.limit } }, async (request, reply) => {
    if (!v2Authorized(request)) return v2Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Invalid or expired token');
    const body = v2NotifySchema.safeParse(request.body);
    if (!body.success) return v2Refusal(reply, 400, 'BAD_REQUEST', z.prettifyError(body.error));
    const notified = await mandates.notify({
      orderId: body.data.merchantOrderId,
      mandateId: body.data.paymentFlow.merchantSubscriptionId,
      merchantId: merchant.merchantId,
      amount: body.data.amount,
      expireAt: new Date(body.data.expireAt),
    });
    if (typeof notified === 'string') return v2Refusal(reply, refusalStatus(notified), notified, 'Notice refused');
    return { orderId: notified.gatewayId, state: notified.state, expireAt: notified.expireAt.getTime() };
  });

  routes.post('/subscriptions/v2/redeem', { config: { rateLimit: deps.limit } }, async (request, reply) => {
    if (!v2Authorized(request)) return v2Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Invalid or expired token');
    const body = v2RedeemSchema.safeParse(request.body);
    if (!body.success) return v2Refusal(reply, 400, 'BAD_REQUEST', z.prettifyError(body.error));
    const decided = await mandates.redeem(body.data.merchantOrderId);
    if (typeof decided === 'string') return v2Refusal(reply, refusalStatus(decided), decided, 'Redemption refused');
    // The bank has decided already; PhonePe still answers PENDING and tells the outcome by webhook.
    const mandate = await mandates.mandate(decided.mandateId ?? '');
    await webhooks.order(decided, mandate?.debitCallbacks ?? 1, mandate?.debitCallbackDelayMs ?? 0);
    return { transactionId: `OM${decided.gatewayId.slice(3)}`, state: 'PENDING' };
  });

  routes.post(
    '/subscriptions/v2/:id/cancel',
    { config: { rateLimit: deps.limit }, schema: { params: idParams } },
    async (request, reply) => {
      if (!v2Authorized(request)) return v2Refusal(reply, 401, 'AUTHORIZATION_FAILED', 'Invalid or expired token');
      const cancelled = await mandates.move(request.params.id, ['PENDING', 'ACTIVE', 'PAUSED'], 'CANCELLED');
      if (!cancelled) {
        const mandate = await mandates.mandate(request.params.id);
        if (!mandate) return v2Refusal(reply, 404, 'SUBSCRIPTION_NOT_FOUND', 'No subscription with this id');
        return v2Refusal(reply, 400, 'SUBSCRIPTION_NOT_CANCELLABLE', `The subscription is ${mandate.state}`);
      }
      await webhooks.mandate(cancelled, 'cancelled');
      return reply.code(204).send();
    },
  );

  routes.post(
    '/simulate/mandate',
    { onRequest: deps.demoGuard, config: { rateLimit: deps.limit }, schema: { body: simulateMandateSchema } },
    async (request) => {
      const { merchantSubscriptionId: id, action, ...script } = request.body;
      if (!(await mandates.mandate(id))) throw new AppError('not_found', 'The sandbox has no such mandate.');
      if (Object.keys(script).length > 0) await mandates.script(id, script);
      if (action) {
        const moves = {
          revoke: { from: ['ACTIVE', 'PAUSED'], to: 'REVOKED', news: 'revoked' },
          pause: { from: ['ACTIVE'], to: 'PAUSED', news: 'paused' },
          unpause: { from: ['PAUSED'], to: 'ACTIVE', news: 'unpaused' },
        } as const;
        const move = moves[action];
        const moved = await mandates.move(id, [...move.from], move.to);
        if (!moved) throw new AppError('conflict', `The mandate cannot be ${move.news} from where it stands.`);
        await webhooks.mandate(moved, move.news);
      }
      const mandate = await mandates.mandate(id);
      if (!mandate) throw new AppError('not_found', 'The sandbox has no such mandate.');
      return v2Subscription(mandate);
    },
  );
}

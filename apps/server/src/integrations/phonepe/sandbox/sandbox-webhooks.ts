import type { FastifyBaseLogger } from 'fastify';
import { callbackChecksum, toBase64Json, webhookAuthorization } from '../phonepe-signatures';
import { v1Answer, v2Order, v2Subscription } from './sandbox-answers';
import type { SandboxEntry } from './sandbox-books';
import type { SandboxMandate } from './sandbox-mandates';
import { sandboxMerchant as merchant } from './sandbox-merchant';

interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** v2 names each order's news by its flow; Autopay's setups and debits have their own events. */
const v2Events: Record<SandboxEntry['kind'], string> = {
  payment: 'checkout.order',
  refund: 'pg.refund',
  setup: 'subscription.setup.order',
  redemption: 'subscription.redemption.order',
};

/**
 * The sandbox's server-to-server notifications, signed as PhonePe signs them: v2 webhooks (to the
 * dashboard's URL, `Authorization: SHA256(username:password)`) and v1 callbacks (to the payment's
 * callback URL, X-VERIFY over the base64 response). Each is sent `times` times in parallel (0 for
 * none, several for duplicates), after `delayMs` (late ones).
 */
export function sandboxWebhooks(webhookUrl: () => string, log: FastifyBaseLogger) {
  const v2 = (event: string, payload: object): Delivery => ({
    url: webhookUrl(),
    headers: { authorization: webhookAuthorization(merchant.webhookUsername, merchant.webhookPassword) },
    body: { event, payload: { merchantId: merchant.merchantId, ...payload } },
  });

  const deliver = (delivery: Delivery, about: string, times: number, delayMs: number) => {
    if (times === 0) return;
    const send = async () => {
      const results = await Promise.allSettled(
        Array.from({ length: times }, () =>
          fetch(delivery.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...delivery.headers },
            body: JSON.stringify(delivery.body),
            signal: AbortSignal.timeout(10_000),
          }),
        ),
      );
      const statuses = results.map((result) => (result.status === 'fulfilled' ? result.value.status : 'unreachable'));
      log.info({ about, statuses }, 'sandbox notifications sent');
    };
    if (delayMs === 0) return send();
    setTimeout(
      () => void send().catch((error: unknown) => log.warn({ err: error }, 'sandbox notification failed')),
      delayMs,
    ).unref();
  };

  return {
    /** News of a decided order (payment, mandate setup or debit). */
    order(entry: SandboxEntry, times: number, delayMs: number) {
      if (entry.flavour === 'v1') {
        const response = toBase64Json(v1Answer(entry));
        const delivery = {
          url: entry.callbackUrl ?? '',
          headers: { 'x-verify': callbackChecksum(response, merchant.saltKey, merchant.saltIndex) },
          body: { response },
        };
        return deliver(delivery, entry.id, times, delayMs);
      }
      const outcome = entry.state === 'COMPLETED' ? 'completed' : 'failed';
      const delivery = v2(`${v2Events[entry.kind]}.${outcome}`, { merchantOrderId: entry.id, ...v2Order(entry) });
      return deliver(delivery, entry.id, times, delayMs);
    },
    /** News of a mandate's own change: paused, unpaused, revoked or cancelled. */
    mandate(mandate: SandboxMandate, change: 'paused' | 'unpaused' | 'revoked' | 'cancelled') {
      return deliver(v2(`subscription.${change}`, v2Subscription(mandate)), mandate.id, 1, 0);
    },
  };
}

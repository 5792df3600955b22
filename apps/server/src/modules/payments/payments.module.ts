import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import type { Config } from '../../config';
import { JobQueue } from '../../platform/jobs/job-queue';
import type { MandateGateway, PaymentGateway } from '../../integrations/phonepe/payment-gateway';
import { PhonePeV1 } from '../../integrations/phonepe/phonepe-v1';
import { PhonePeV2 } from '../../integrations/phonepe/phonepe-v2';
import { registerPhonePeSandbox } from '../../integrations/phonepe/sandbox/phonepe-sandbox';
import { SANDBOX_PREFIX, sandboxMerchant } from '../../integrations/phonepe/sandbox/sandbox-merchant';
import { IdempotencyKeys } from '../../platform/idempotency-keys';
import type { OrderPayments } from './order-payments';
import { AutopayRenewals } from './autopay-renewals.service';
import { MandatesRepository } from './mandates.repository';
import { RenewalsRepository } from './renewals.repository';
import { SubscriptionChanges } from './subscription-changes.service';
import { PlanChanges } from './plan-changes.service';
import { PlanChangesRepository } from './plan-changes.repository';
import { SubscriptionMailer } from './subscription-mailer';
import type { Mail } from '../../integrations/mail/mail.module';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { SubscriptionChangesRepository } from './subscription-changes.repository';
import { PaymentsRepository } from './payments.repository';
import { SettlementRepository } from './settlement.repository';
import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { OperatorAudit } from '../../platform/operator-audit';
import { PaymentsAdminRepository } from './payments-admin.repository';
import { paymentAdminRoutes } from './payments-admin.routes';
import { paymentRoutes } from './payments.routes';
import { newMerchantTransactionId } from './merchant-ids';
import { PaymentsService, type PaymentsServiceOptions, type PlanForSale } from './payments.service';
import { DAY_MS } from '../../platform/jobs/repeated-job';

/** The shop's side of payments (see order-payments.ts). */
export type { OrderPayments, OrderSettlement } from './order-payments';

export const NOTIFICATION_PATH = '/api/payments/phonepe/webhook';

/**
 * A complimentary period of a plan, on the caller's transaction: it follows the member's periods
 * of this plan or a better one, like a bought one, but has no payment and no invoice.
 */
export const grantPeriod = (
  tx: Db,
  grant: { userId: number; planId: number; days: number; by: number; reason: string },
): Promise<void> =>
  new SettlementRepository(tx).addPeriod({
    userId: grant.userId,
    planId: grant.planId,
    grant: { by: grant.by, reason: grant.reason, days: grant.days },
  });

export interface Payments {
  service: PaymentsService;
  /** Renewals through Autopay mandates (PhonePe v2). */
  renewals: AutopayRenewals;
  /** A member's cancel and resume. */
  changes: SubscriptionChanges;
  /** A member's upgrade and downgrade. */
  planChanges: PlanChanges;
  repository: PaymentsRepository;
  keys: IdempotencyKeys;
  /** Runs reconciliation apart from media jobs, so a long transcode never delays a payment check. */
  queue: JobQueue;
  gateway: PaymentGateway;
  /** What the shop may ask of payments (and how payments tells the shop back). */
  forOrders: OrderPayments;
}

/** This server's own address once it listens: the sandbox's base URL and notification target. */
function selfOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the PhonePe sandbox needs the server to listen on TCP');
  const host =
    address.family === 'IPv6'
      ? `[${address.address === '::' ? '::1' : address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}`;
}

/** Builds the client on first use: the sandbox's base URL is known only once the server listens. */
function builtOnFirstUse(name: PaymentGateway['name'], build: () => PaymentGateway): PaymentGateway {
  let gateway: PaymentGateway | null = null;
  const get = () => (gateway ??= build());
  const mandates = (): MandateGateway => {
    const built = get().mandates;
    if (!built) throw new Error(`${name} has no Autopay`);
    return built;
  };
  return {
    name,
    pay: (request) => get().pay(request),
    status: (id) => get().status(id),
    notification: (headers, body) => get().notification(headers, body),
    refund: (request) => get().refund(request),
    refundStatus: (refundId, paymentId) => get().refundStatus(refundId, paymentId),
    // Only v2 speaks Autopay.
    mandates:
      name === 'phonepe-v2'
        ? {
            setup: (request) => mandates().setup(request),
            orderStatus: (id) => mandates().orderStatus(id),
            mandateStatus: (id) => mandates().mandateStatus(id),
            notify: (notice) => mandates().notify(notice),
            redeem: (id) => mandates().redeem(id),
            cancel: (id) => mandates().cancel(id),
          }
        : null,
  };
}

function createGateway(app: FastifyInstance, config: Config['phonepe']): PaymentGateway {
  if (!config.sandbox) {
    return config.api === 'v2' ? new PhonePeV2(config) : new PhonePeV1(config);
  }
  const base = () => selfOrigin(app) + SANDBOX_PREFIX;
  return config.api === 'v2'
    ? builtOnFirstUse(
        'phonepe-v2',
        () => new PhonePeV2({ ...sandboxMerchant, baseUrl: base(), authUrl: `${base()}/v1/oauth/token` }),
      )
    : builtOnFirstUse('phonepe-v1', () => new PhonePeV1({ ...sandboxMerchant, baseUrl: base() }));
}

/**
 * Payments and subscriptions: the configured PhonePe gateway (or, without credentials, the
 * built-in sandbox on this server), the service, and its own small job queue for reconciliation.
 */
export async function createPayments({
  app,
  db,
  config,
  planForSale,
  demoGuard,
  outcomes,
  mail,
}: {
  app: FastifyInstance;
  db: Db;
  config: Config;
  planForSale: (planId: number) => Promise<PlanForSale | null>;
  demoGuard: onRequestHookHandler;
  outcomes?: PaymentsServiceOptions['outcomes'];
  /** Where subscription confirmations are queued. */
  mail: Pick<Mail, 'sendWithin'>;
}): Promise<Payments> {
  const mailer = new SubscriptionMailer({
    mail,
    service: config.brand.serviceName,
    timeZone: config.timeZone,
    manageLink: `${config.siteOrigin}${webPaths.account}?section=subscription`,
  });
  const notificationOrigin = () => config.publicOrigin ?? selfOrigin(app);
  const repository = new PaymentsRepository(db);
  if (config.phonepe.sandbox) {
    await registerPhonePeSandbox(app, {
      db,
      log: app.log,
      webhookUrl: () => notificationOrigin() + NOTIFICATION_PATH,
      demoGuard,
      isPayer: async (request, merchantTransactionId) =>
        request.session !== null &&
        (await repository.byMerchantTransactionId(merchantTransactionId))?.userId === request.session.user.id,
    });
  }
  const gateway = createGateway(app, config.phonepe);
  const queue = new JobQueue(db, app.log, { concurrency: 2 });
  const mandates = new MandatesRepository(db);
  const service = new PaymentsService({
    db,
    repository,
    mandates,
    gateway,
    queue,
    log: app.log,
    planForSale,
    sellerState: config.invoices.sellerState,
    merchantId: config.phonepe.sandbox ? sandboxMerchant.merchantId : config.phonepe.merchantId || null,
    notificationUrl: () => notificationOrigin() + NOTIFICATION_PATH,
    mailer,
    ...(outcomes ? { outcomes } : {}),
  });
  const renewals = new AutopayRenewals({
    repository: new RenewalsRepository(db),
    gateway,
    log: app.log,
    sellerState: config.invoices.sellerState,
    newOrderId: () => newMerchantTransactionId('RN'),
    follow: (id, createdAt) => service.follow(id, createdAt),
    refused: (id, code) => service.refused(id, code),
  });
  const changes = new SubscriptionChanges(
    new SubscriptionChangesRepository(db),
    mandates,
    gateway.mandates,
    app.log,
    mailer,
  );
  const planChanges = new PlanChanges({
    repository: new PlanChangesRepository(db),
    payments: service,
    subscriptionOf: (userId, lang) => repository.subscriptionOf(userId, lang),
    mailer,
  });
  const keys = new IdempotencyKeys(db);
  const forOrders: OrderPayments = {
    start: (userId, order, returnOrigin) => service.startForOrder(userId, order, returnOrigin),
    check: (id) => service.check(id),
    refresh: async (id) => {
      const payment = await repository.byMerchantTransactionId(id);
      if (payment) await service.refresh(payment);
    },
    refund: (operatorId, id, reason) => service.refund(operatorId, id, reason),
    settleOrdersWith: (settlement) => service.settleOrdersWith(settlement),
    queue,
    keys,
  };
  return { service, renewals, changes, planChanges, repository, keys, queue, gateway, forOrders };
}

/** Renewals are announced and debited on this beat: well within the day between a notice and its debit. */
const RENEWALS_EVERY_MS = 10 * 60_000;

/**
 * Payments as the app runs them: the reconciliation queue as background work, the daily
 * housekeeping, members' routes (pay, status, invoices, the webhook) and the operators' refunds.
 */
export async function paymentsModule(
  platform: Platform,
  needs: { planForSale: (planId: number) => Promise<PlanForSale | null>; mail: Pick<Mail, 'sendWithin'> },
) {
  const { config } = platform;
  const payments = await createPayments({
    app: platform.app,
    db: platform.db,
    config,
    planForSale: needs.planForSale,
    demoGuard: platform.demoGuard,
    outcomes: platform.metrics,
    mail: needs.mail,
  });
  /** Who issues the GST invoices. */
  const seller = {
    name: config.brand.companyName,
    gstin: config.invoices.gstin,
    address: config.invoices.companyAddress,
  };
  return {
    ...payments,
    workers: [platform.queueWorker(payments.queue)],
    repeated: [
      {
        name: 'record lapsed subscriptions as ended',
        everyMs: DAY_MS,
        run: () => payments.repository.endLapsedSubscriptions(),
      },
      { name: 'forget idempotency keys older than a day', everyMs: DAY_MS, run: () => payments.keys.purgeExpired() },
      { name: 'renew subscriptions through Autopay', everyMs: RENEWALS_EVERY_MS, run: () => payments.renewals.run() },
      {
        name: 'end Autopay mandates nothing renews on',
        everyMs: RENEWALS_EVERY_MS,
        run: () => payments.changes.endUnusedMandates(),
      },
    ],
    routes: (api) => paymentRoutes(api, { ...payments, siteOrigin: config.siteOrigin, seller }),
    adminRoutes: {
      for: 'admin',
      routes: (admin) =>
        paymentAdminRoutes(admin, {
          service: payments.service,
          payments: payments.repository,
          console: new PaymentsAdminRepository(platform.db, config.timeZone),
          audit: new OperatorAudit(platform.db),
          seller,
        }),
    },
  } satisfies AppModule & Record<string, unknown>;
}

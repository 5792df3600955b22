import type { Language } from '@reelhouse/contracts/locales';
import type { PlanChangeQuote, PlanChangeRefusal, PlanChangeResult } from '@reelhouse/contracts/plan-changes';
import type { SubscriptionStatus } from '@reelhouse/contracts/payments';
import { priceWithGst } from '@reelhouse/contracts/plans';
import { AppError } from '../../platform/errors/app-error';
import type { ChangeStanding, PlanChangesRepository, PlanToChangeTo } from './plan-changes.repository';
import type { PaymentsService } from './payments.service';
import type { SubscriptionMailer } from './subscription-mailer';
import { prorateUpgrade, type UpgradeProration } from './upgrade-proration';

const refused = (reason: PlanChangeRefusal, message: string) => new AppError('conflict', message, { reason });

/** A change worked out: what the member sees, and what doing it needs. */
interface WorkedChange {
  quote: PlanChangeQuote;
  standing: ChangeStanding & { current: PlanToChangeTo };
  target: PlanToChangeTo;
  proration: UpgradeProration | null;
}

export interface PlanChangesDeps {
  repository: PlanChangesRepository;
  payments: Pick<PaymentsService, 'startUpgrade'>;
  subscriptionOf: (userId: number, lang: Language) => Promise<SubscriptionStatus>;
  /** Confirms a downgrade, or keeping the plan, by mail. */
  mailer?: SubscriptionMailer;
  now?: () => Date;
}

/**
 * A member moving to another plan, as Manage subscription offers it. A better plan starts now: the
 * member pays the prorated difference until their plan would have ended (see prorateUpgrade), and
 * the paid upgrade replaces their periods. A lower plan starts at the next renewal, so it is for
 * plans that renew by itself; choosing one's own plan again undoes that. While a renewal is already
 * announced to the bank or being debited, the plan stays as it is until that is done.
 */
export class PlanChanges {
  constructor(private readonly deps: PlanChangesDeps) {}

  async quote(userId: number, planId: number, lang: Language): Promise<PlanChangeQuote> {
    return (await this.workOut(userId, planId, lang)).quote;
  }

  async change(userId: number, planId: number, lang: Language, returnOrigin: string): Promise<PlanChangeResult> {
    const { quote, standing, target, proration } = await this.workOut(userId, planId, lang);
    let payment = null;
    if (proration) {
      payment = await this.deps.payments.startUpgrade(
        userId,
        {
          planId: target.id,
          fromPlanId: standing.current.id,
          gstBasisPoints: target.gstBasisPoints,
          feePaise: proration.feePaise,
          creditPaise: proration.creditPaise,
          coversUntil: proration.until,
        },
        returnOrigin,
      );
    } else if (
      !(await this.deps.repository.renewOn(userId, quote.kind === 'keep' ? null : target.id, async (tx) =>
        this.deps.mailer?.confirm(tx, userId, quote.kind === 'keep' ? 'kept' : 'downgraded'),
      ))
    ) {
      throw refused('not_renewing', 'Your plan stopped renewing just now: choose the plan you want when it ends.');
    }
    return { quote, payment, subscription: await this.deps.subscriptionOf(userId, lang) };
  }

  private async workOut(userId: number, planId: number, lang: Language): Promise<WorkedChange> {
    const { repository } = this.deps;
    const target = await repository.planOnSale(planId, lang);
    if (!target) throw new AppError('not_found', `There is no plan ${planId} on sale.`);
    const standing = await repository.standingOf(userId, lang);
    const { current } = standing;
    if (!current) throw refused('no_plan', 'You hold no plan to change: choose a plan to subscribe.');
    if (target.pricePaise === 0)
      throw refused('free_plan', 'The free plan is what remains when a paid plan ends: cancel renewal instead.');
    if (standing.renewalUnderWayAt)
      throw refused(
        'renewal_under_way',
        `Your renewal is under way (debited on ${standing.renewalUnderWayAt.toISOString()}): change plan once it is done.`,
      );
    const named = (plan: PlanToChangeTo) => ({ code: plan.code, name: plan.name });
    const renewalPaise = standing.renewing ? priceWithGst(target.pricePaise, target.gstBasisPoints).totalPaise : null;
    const base = { from: named(current), to: named(target), renewalPaise };
    const worked = { standing: { ...standing, current }, target };
    if (target.position > current.position) {
      const now = this.deps.now?.() ?? new Date();
      const proration = prorateUpgrade(now, standing.held, target);
      const quote: PlanChangeQuote = {
        ...base,
        kind: 'upgrade',
        effectiveAt: now.toISOString(),
        until: proration.until.toISOString(),
        price: priceWithGst(proration.feePaise, target.gstBasisPoints),
      };
      return { ...worked, quote, proration };
    }
    const keep = target.id === current.id;
    if (keep && standing.nextPlanId === null) throw refused('same_plan', 'You are on this plan already.');
    if (!standing.renewing)
      throw refused(
        'not_renewing',
        'Your plan does not renew by itself: when it ends, choose the plan you want (or buy it now to follow on).',
      );
    const renewsAt = new Date(Math.max(...standing.held.map((period) => period.endsAt.getTime())));
    const quote: PlanChangeQuote = {
      ...base,
      kind: keep ? 'keep' : 'downgrade',
      effectiveAt: renewsAt.toISOString(),
      until: null,
      price: null,
    };
    return { ...worked, quote, proration: null };
  }
}

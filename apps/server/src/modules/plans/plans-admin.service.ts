import type { AdminPlan, PlanPatch } from '@reelhouse/contracts/plans-admin';
import type { Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { changedFields, OperatorAudit } from '../../platform/operator-audit';
import { PlansAdminRepository, type PlanColumns } from './plans-admin.repository';

/** The plan everyone has without a subscription: always on sale, always free. */
const FREE_CODE = 'free';

/** The console's plans: every change and its audit line (before and after) are one transaction. */
export class PlansAdmin {
  constructor(private readonly db: Db) {}

  list(): Promise<AdminPlan[]> {
    return new PlansAdminRepository(this.db).list();
  }

  async update(actorId: number, code: string, patch: PlanPatch): Promise<AdminPlan> {
    if (code === FREE_CODE) {
      if (patch.active === false) throw fieldError('conflict', 'active', 'The free plan cannot be retired.');
      if (patch.pricePaise !== undefined && patch.pricePaise !== 0)
        throw fieldError('conflict', 'pricePaise', 'The free plan stays free.');
    }
    const { texts, gstPercent, ...rest } = patch;
    const columns: Partial<PlanColumns> = {
      ...rest,
      ...(gstPercent !== undefined && { gstBasisPoints: Math.round(gstPercent * 100) }),
    };
    await this.db.transaction(async (tx) => {
      const books = new PlansAdminRepository(tx);
      const plan = await books.lock(code);
      if (!plan) throw new AppError('not_found', 'There is no plan with this code.');
      const before = (await books.list()).find((row) => row.code === code);
      await books.update(plan.id, columns, texts);
      const after = (await books.list()).find((row) => row.code === code);
      await new OperatorAudit(tx).record(actorId, {
        action: 'plan.update',
        subject: `plan:${code}`,
        details: before && after ? changedFields(before, after, ['members']) : {},
      });
    });
    const saved = (await this.list()).find((row) => row.code === code);
    if (!saved) throw new AppError('not_found', 'There is no plan with this code.');
    return saved;
  }
}

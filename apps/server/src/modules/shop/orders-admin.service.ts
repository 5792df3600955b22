import type { AdminOrder, AdminOrderListQuery, AdminOrderPage } from '@reelhouse/contracts/shop-orders-admin';
import { AppError } from '../../platform/errors/app-error';
import type { OrdersAdminRepository } from './orders-admin.repository';
import type { OrdersRepository } from './orders.repository';

/** Orders as the console reads them: any buyer's, found by number, e-mail or name, with who placed them and how they were paid. */
export class OrdersAdmin {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly reads: OrdersAdminRepository,
  ) {}

  list(query: AdminOrderListQuery): Promise<AdminOrderPage> {
    return this.reads.list(query);
  }

  async order(number: string): Promise<AdminOrder> {
    const found = await this.orders.byNumber(number);
    if (!found) throw new AppError('not_found', 'There is no order with this number.');
    const { id, userId, actions: _actions, ...order } = found;
    const [member, payments] = await Promise.all([
      userId === null ? null : this.reads.buyer(userId),
      this.reads.payments(id),
    ]);
    return { ...order, member, payments };
  }
}

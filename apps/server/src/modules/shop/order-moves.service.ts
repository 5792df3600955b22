import { canMoveOrder, type OrderStatus } from '@reelhouse/contracts/shop-orders';
import type { Db } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';
import { OrderMovesRepository, type LockedOrder, type StockState } from './order-moves.repository';

export interface MovedOrder {
  id: number;
  number: string;
  email: string;
  lang: string;
  from: OrderStatus;
  to: OrderStatus;
}

const label = (status: OrderStatus) => status.replace('_', ' ');

/**
 * Whether the move is the moment the order is paid for: processing from pending payment or on
 * hold, or completed (cash on delivery) — and only the first time.
 */
const paysOn = (order: LockedOrder, to: OrderStatus) =>
  order.paidAt === null && (to === 'processing' ? order.status !== 'processing' : to === 'completed');

/** What becomes of the order's download rights (if it has any yet) in each status. */
const downloadRightsIn = {
  pending_payment: 'suspended',
  on_hold: 'suspended',
  processing: 'active',
  completed: 'active',
  cancelled: 'revoked',
  failed: 'revoked',
  refunded: 'refunded',
} as const satisfies Record<OrderStatus, string>;

/** What happens to the stock the order counted: given back, taken for good, or left as it is. */
function stockAfter(order: LockedOrder, releases: boolean, paysNow: boolean): StockState | undefined {
  if (releases) return 'released';
  return paysNow && order.stockState === 'held' ? 'committed' : undefined;
}

/**
 * Moves an order to another status inside the caller's transaction, if `orderTransitions` allows
 * it (else 409), with what the move means: cancelled or failed gives stock and coupon back;
 * being paid counts the sales and grants the downloads, which then follow the order (suspended on
 * hold, revoked when cancelled, refunded with it); every move is written into the order's history.
 */
export async function moveOrder(
  tx: Db,
  orderId: number,
  to: OrderStatus,
  by: { actorId: number | null; note: string | null },
): Promise<MovedOrder> {
  const books = new OrderMovesRepository(tx);
  const order = await books.lock(orderId);
  if (!order) throw new AppError('not_found', 'There is no such order.');
  if (!canMoveOrder(order.status, to))
    throw new AppError('conflict', `An order that is ${label(order.status)} cannot become ${label(to)}.`);
  const releases = to === 'cancelled' || to === 'failed';
  const paysNow = paysOn(order, to);
  if (releases) {
    // Stock already given back (a hold that ran out) is not given back twice.
    if (order.stockState !== 'released') await books.returnStock(orderId);
    await books.returnCouponUse(orderId);
  }
  if (paysNow) {
    await books.countSales(orderId);
    await books.grantDownloads(orderId);
  }
  await books.setDownloadRights(orderId, downloadRightsIn[to]);
  await books.setStatus(orderId, {
    status: to,
    stockState: stockAfter(order, releases, paysNow),
    // Only an order waiting for payment holds its stock until a time.
    endHold: to !== 'pending_payment',
    paidNow: paysNow,
  });
  await books.addHistory({ orderId, fromStatus: order.status, toStatus: to, note: by.note, actorId: by.actorId });
  return { id: order.id, number: order.number, email: order.email, lang: order.lang, from: order.status, to };
}

/** A line in the order's history without a change of status (something an operator must see). */
export async function noteOrder(tx: Db, orderId: number, note: string): Promise<void> {
  const books = new OrderMovesRepository(tx);
  const status = await books.statusOf(orderId);
  if (status) await books.addHistory({ orderId, fromStatus: status, toStatus: status, note });
}

import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Language } from '@reelhouse/contracts/locales';
import {
  initialOrderStatus,
  type Order,
  type OrderAddress,
  type OrderPlaced,
  type PaymentMethod,
  type placeOrderSchema,
} from '@reelhouse/contracts/shop-orders';
import type { Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { Batcher, type Outcome } from '../../platform/batcher';
import type { Mail } from '../../integrations/mail/mail.module';
import type { JobKind } from '../../platform/jobs/job-kind';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { IdempotencyKeys, KeptAnswer } from '../../platform/idempotency-keys';
import type { CartService, PricedCart } from './cart.service';
import type { CartsRepository, MemberCart } from './carts.repository';
import type { Coupon } from './coupon-rules';
import type { CouponsRepository } from './coupons.repository';
import { orderPlacedMail } from './order-mails';
import { actionsOf, orderItemOf, type NewOrder, type OrdersRepository, type PlacedOrder } from './orders.repository';

type PlaceInput = z.output<typeof placeOrderSchema>;

/** One buyer's checkout: who, their Idempotency-Key, and the form they sent. */
export interface CheckoutRequest {
  userId: number;
  key: string;
  /** The request's identity for its key (method, path and body). */
  fingerprint: string;
  input: PlaceInput;
  lang: Language;
  origin: string;
}

export interface CheckoutDeps {
  db: Db;
  carts: CartsRepository;
  coupons: CouponsRepository;
  cart: CartService;
  orders: OrdersRepository;
  keys: IdempotencyKeys;
  mail: Pick<Mail, 'sendWithin'>;
  /** The queue and job that end an unpaid online order's hold on its stock. */
  holds: { queue: JobQueue; job: JobKind<z.ZodType<{ orderId: number }>>; minutes: number };
  log: FastifyBaseLogger;
  serviceName: string;
  /** The payment methods on offer for a cart. */
  paymentMethods: (needsShipping: boolean) => PaymentMethod[];
  /** Sends the buyer of an online order to PhonePe: the address to go to, or null when it is unreachable. */
  startPayment: (userId: number, order: PlacedOrder, origin: string) => Promise<string | null>;
  orderLink: (origin: string, number: string) => string;
  /** Stock changed: cached catalogue reads are dropped. */
  onStockChange: () => void;
}

type Answer = KeptAnswer<OrderPlaced>;

/** What the batch did for one request; online payments and replays are finished outside it. */
type Written =
  { kind: 'answered'; answer: Answer } | { kind: 'online'; placed: PlacedOrder; order: Order } | { kind: 'replay' };

const keyOf = ({ userId, key, fingerprint }: CheckoutRequest) => ({ userId, key, fingerprint });

const addressOf = ({ defaultBilling: _b, defaultShipping: _s, ...address }: PlaceInput['billing']): OrderAddress => ({
  ...address,
  company: address.company ?? null,
  apartment: address.apartment ?? null,
});

/**
 * Checkout: orders placed from members' carts priced again on the server (never the browser's
 * numbers), taking stock and coupon uses so that buyers at the same moment can never get more than
 * there is. Concurrent checkouts are written together (group commit): one transaction of about ten
 * statements for a whole batch, in which each buyer still gets their own order or refusal.
 */
export class Checkout {
  private readonly batches = new Batcher<CheckoutRequest, Written>((batch) => this.write(batch));

  constructor(private readonly deps: CheckoutDeps) {}

  async place(request: CheckoutRequest): Promise<Answer> {
    const written = await this.batches.submit(request);
    if (written.kind === 'answered') return written.answer;
    const { keys, db } = this.deps;
    if (written.kind === 'replay') return keys.replay(request.userId, request.key, request.fingerprint);
    // PhonePe is asked after the batch, so a slow gateway holds up nobody else's checkout.
    const { userId, key } = request;
    try {
      const redirectUrl = await this.deps.startPayment(userId, written.placed, request.origin);
      const body: OrderPlaced = { order: written.order, redirectUrl };
      await keys.keep(db, [{ userId, key, statusCode: 201, body }]);
      return { statusCode: 201, body, replayed: false };
    } catch (error) {
      await keys.release(db, [{ userId, key }]);
      throw error;
    }
  }

  private async write(requests: CheckoutRequest[]): Promise<Outcome<Written>[]> {
    const outcomes: Outcome<Written>[] = requests.map(() => ({ ok: true, value: { kind: 'replay' } }));
    // A key sent twice in one batch is claimed by its first request; the other replays its answer.
    const seen = new Set<string>();
    const claimants = requests.flatMap((request, i) => {
      const id = `${request.userId} ${request.key}`;
      if (seen.has(id)) return [];
      seen.add(id);
      return [i];
    });
    let answers: { index: number; request: CheckoutRequest; placed: PlacedOrder; order: Order }[] = [];
    await this.deps.db.transaction(async (tx) => {
      const claimed = await this.deps.keys.claim(
        tx,
        claimants.map((i) => keyOf(requests[i] as CheckoutRequest)),
      );
      const working = claimants.filter((_, j) => claimed[j]);
      if (working.length === 0) return;
      const buyers = working.map((i) => requests[i] as CheckoutRequest);
      const userIds = [...new Set(buyers.map((request) => request.userId))];
      await this.deps.orders.lockStockOfCarts(tx, userIds);
      const carts = await this.cartsOf(tx, buyers);
      const ledger = await this.ledgerFor(tx, [...carts.values()], userIds);

      const accepted: { index: number; order: NewOrder; priced: PricedCart }[] = [];
      const refused: ReturnType<typeof keyOf>[] = [];
      for (const i of working) {
        const request = requests[i] as CheckoutRequest;
        try {
          const cart = carts.get(request.userId);
          // Emptied by an earlier checkout of the same member in this batch (a second tab).
          carts.delete(request.userId);
          const { order, priced } = this.decide(request, cart, ledger);
          accepted.push({ index: i, order, priced });
        } catch (error) {
          outcomes[i] = { ok: false, error };
          refused.push(keyOf(request));
        }
      }
      await this.deps.keys.release(tx, refused);
      if (accepted.length === 0) return;

      const placed = await this.deps.orders.placeMany(
        tx,
        accepted.map(({ order }) => order),
        ledger.takes(),
      );
      answers = accepted.map(({ index, order, priced }, j) => {
        const request = requests[index] as CheckoutRequest;
        return { index, request, placed: placed[j] as PlacedOrder, order: answerOf(order, priced, placed[j]) };
      });
      await this.deps.mail.sendWithin(
        tx,
        answers.map(({ request, order }) =>
          orderPlacedMail(
            order,
            request.lang,
            this.deps.serviceName,
            this.deps.orderLink(request.origin, order.number),
          ),
        ),
      );
      const online = answers.filter(({ order }) => order.paymentMethod === 'phonepe');
      const { holds } = this.deps;
      await holds.queue.enqueueMany(
        holds.job,
        online.map(({ placed: { id } }) => ({ orderId: id })),
        { db: tx, runAt: new Date(Date.now() + holds.minutes * 60_000) },
      );
      // Orders paid otherwise than online have their whole answer now; online ones once PhonePe answers.
      const offline = answers.filter(({ order }) => order.paymentMethod !== 'phonepe');
      await this.deps.keys.keep(
        tx,
        offline.map(({ request, order }) => ({
          userId: request.userId,
          key: request.key,
          statusCode: 201,
          body: { order, redirectUrl: null },
        })),
      );
    });
    for (const { index, request, placed, order } of answers) {
      this.deps.log.info(
        { order: placed.number, totalPaise: placed.totalPaise, method: request.input.paymentMethod },
        'order placed',
      );
      outcomes[index] = {
        ok: true,
        value:
          order.paymentMethod === 'phonepe'
            ? { kind: 'online', placed, order }
            : { kind: 'answered', answer: { statusCode: 201, body: { order, redirectUrl: null }, replayed: false } },
      };
    }
    if (answers.length > 0) this.deps.onStockChange();
    return outcomes;
  }

  /** The buyers' carts priced now, read once per language asked for (nearly always one). */
  private async cartsOf(tx: Db, buyers: CheckoutRequest[]): Promise<Map<number, MemberCart>> {
    const carts = new Map<number, MemberCart>();
    for (const lang of new Set(buyers.map((request) => request.lang))) {
      const ids = buyers.filter((request) => request.lang === lang).map((request) => request.userId);
      for (const [userId, cart] of await this.deps.carts.ofMembersPriced(tx, ids, lang)) carts.set(userId, cart);
    }
    return carts;
  }

  /** The stock and coupons the batch may hand out, locked for its transaction. */
  private async ledgerFor(tx: Db, carts: MemberCart[], userIds: number[]): Promise<Ledger> {
    const codes = [...new Set(carts.flatMap((cart) => (cart.couponCode ? [cart.couponCode.toUpperCase()] : [])))];
    const coupons = codes.length > 0 ? await this.deps.coupons.lockByCodes(tx, codes) : new Map<string, Coupon>();
    const uses =
      coupons.size > 0
        ? await this.deps.coupons.membersUses(
            tx,
            [...coupons.values()].map((coupon) => coupon.id),
            userIds,
          )
        : new Map<string, number>();
    return new Ledger(carts, coupons, uses);
  }

  /** The order this buyer's cart makes now, or why it cannot be placed. */
  private decide(
    request: CheckoutRequest,
    cart: MemberCart | undefined,
    ledger: Ledger,
  ): { order: NewOrder; priced: PricedCart } {
    const { input, userId } = request;
    if (!cart || cart.lines.length === 0) throw new AppError('unprocessable', 'Your cart is empty.');
    const coupon = cart.couponCode ? ledger.coupon(cart.couponCode) : null;
    const priced = this.deps.cart.price(
      cart.lines,
      cart.couponCode,
      coupon,
      coupon ? ledger.memberUses(coupon.id, userId) : 0,
    );
    if (priced.couponRefusal)
      throw new AppError('unprocessable', priced.couponRefusal.message, { reason: priced.couponRefusal.reason });
    const rate = priced.totals.shippingRates.find((candidate) => candidate.method === input.shippingMethod);
    if (!rate)
      throw fieldError('unprocessable', 'shippingMethod', 'This shipping method is not available for this cart.');
    if (!this.deps.paymentMethods(priced.totals.needsShipping).includes(input.paymentMethod))
      throw fieldError('unprocessable', 'paymentMethod', 'This payment method is not available for this order.');
    ledger.take(priced, userId);
    const online = input.paymentMethod === 'phonepe';
    return {
      priced,
      order: {
        userId,
        cartId: cart.cartId,
        email: input.billing.email,
        lang: request.lang,
        status: initialOrderStatus[input.paymentMethod],
        paymentMethod: input.paymentMethod,
        shippingMethod: input.shippingMethod,
        shippingPaise: rate.pricePaise,
        coupon: priced.coupon,
        lines: priced.lines,
        totals: priced.totals,
        billing: addressOf(input.billing),
        shipping: priced.totals.needsShipping && input.shipping ? addressOf(input.shipping) : null,
        notes: input.notes ?? null,
        holdMinutes: online ? this.deps.holds.minutes : null,
      },
    };
  }
}

/**
 * What a batch hands out, in the order buyers asked: units of each variant (from the locked
 * stock read in the same transaction) and uses of each coupon, in all and per member.
 */
class Ledger {
  private readonly left = new Map<number, number>();
  private readonly units = new Map<number, number>();
  private readonly couponUses = new Map<number, number>();
  private readonly memberCouponUses: Map<string, number>;

  constructor(
    carts: MemberCart[],
    private readonly coupons: Map<string, Coupon>,
    storedMemberUses: Map<string, number>,
  ) {
    for (const line of carts.flatMap((cart) => cart.lines))
      if (line.available !== null) this.left.set(line.variantId, line.available);
    this.memberCouponUses = new Map(storedMemberUses);
  }

  /** The coupon as this batch sees it: its uses so far include the batch's own. */
  coupon(code: string): Coupon | null {
    const coupon = this.coupons.get(code.toUpperCase());
    return coupon ? { ...coupon, usedCount: coupon.usedCount + (this.couponUses.get(coupon.id) ?? 0) } : null;
  }

  memberUses(couponId: number, userId: number): number {
    return this.memberCouponUses.get(`${couponId} ${userId}`) ?? 0;
  }

  /** Takes the cart's stock and coupon use, or refuses (409) without taking anything. */
  take({ lines, coupon }: PricedCart, userId: number): void {
    for (const line of lines) {
      const left = this.left.get(line.variantId);
      if (left === undefined || line.quantity <= left) continue;
      throw new AppError(
        'conflict',
        left === 0
          ? `“${line.name}” is out of stock; remove it to go on.`
          : `Only ${left} of “${line.name}” ${left === 1 ? 'is' : 'are'} in stock.`,
        { reason: 'out_of_stock' },
      );
    }
    for (const line of lines) {
      const left = this.left.get(line.variantId);
      if (left !== undefined) this.left.set(line.variantId, left - line.quantity);
      if (line.counted) this.units.set(line.variantId, (this.units.get(line.variantId) ?? 0) + line.quantity);
    }
    if (coupon) {
      this.couponUses.set(coupon.id, (this.couponUses.get(coupon.id) ?? 0) + 1);
      const id = `${coupon.id} ${userId}`;
      this.memberCouponUses.set(id, (this.memberCouponUses.get(id) ?? 0) + 1);
    }
  }

  takes() {
    const list = (map: Map<number, number>) => [...map].map(([id, n]) => ({ id, n }));
    return { stock: list(this.units), coupons: list(this.couponUses) };
  }
}

/** The buyer's answer, built from what was just written rather than read back. */
function answerOf(order: NewOrder, priced: PricedCart, placed: PlacedOrder | undefined): Order {
  if (!placed) throw new Error('the order batch wrote fewer orders than it was given');
  const { totals } = priced;
  return {
    number: placed.number,
    status: order.status,
    createdAt: placed.createdAt,
    paidAt: null,
    email: order.email,
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    couponCode: order.coupon?.code ?? null,
    subtotalPaise: totals.subtotalPaise,
    discountPaise: totals.discountPaise,
    shippingPaise: order.shippingPaise,
    gstPaise: totals.gstPaise,
    totalPaise: placed.totalPaise,
    notes: order.notes,
    billing: order.billing,
    shipping: order.shipping,
    items: priced.lines.map((line, i) => orderItemOf(line, totals.lines[i] as (typeof totals.lines)[number])),
    history: [{ from: null, to: order.status, note: null, at: placed.createdAt }],
    holdExpiresAt: placed.holdExpiresAt,
    actions: actionsOf({ status: order.status, paymentMethod: order.paymentMethod }),
  };
}

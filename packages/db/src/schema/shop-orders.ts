import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { couponKinds } from '@reelhouse/contracts/shop-products';
import { orderStatuses, paymentMethods, shippingMethods, stockStates } from '@reelhouse/contracts/shop-orders';
import { users } from './accounts';
import { createdAt, inList, updatedAt } from './columns';
import { products, productVariants } from './shop-catalogue';

/* The shop's buying side: coupons, carts and wishlists, orders with their lines and history, downloads. */

/**
 * A coupon. `amount` is whole percent for `percent`, else paise (off the cart, or off each unit of
 * the products it applies to). Restrictions list product and category ids; empty lists mean all.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: couponKinds }).notNull(),
    amount: integer('amount').notNull(),
    minimumSpendPaise: integer('minimum_spend_paise').notNull().default(0),
    usageLimit: integer('usage_limit'),
    usageLimitPerMember: integer('usage_limit_per_member'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    check('coupons_kind_check', inList('kind', couponKinds)),
    check('coupons_amount_check', sql`${t.amount} > 0 and (${t.kind} <> 'percent' or ${t.amount} <= 100)`),
    check('coupons_usage_check', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/**
 * A shopper's cart and wishlist: a member's (one each), or a visitor's, found by the random id in
 * their cookie and merged into the member's at sign-in.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_key').on(t.userId), index('carts_updated_idx').on(t.updatedAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.variantId] }), check('cart_items_quantity_check', sql`${t.quantity} > 0`)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] })],
);

/**
 * An order. Amounts are fixed when it is placed (from the catalogue, never the browser) and the
 * addresses copied in: an order reads the same whatever changes later. `number` is what people
 * see and type into "track order".
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100_001 }),
    number: text('number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('en'),
    status: text('status', { enum: orderStatuses }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    shippingMethod: text('shipping_method', { enum: shippingMethods }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    billing: jsonb('billing').notNull(),
    shipping: jsonb('shipping'),
    notes: text('notes'),
    stockState: text('stock_state', { enum: stockStates }).notNull(),
    /** An unpaid online order gives its stock back at this time. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_held_idx')
      .on(t.holdExpiresAt)
      .where(sql`stock_state = 'held'`),
    check('orders_status_check', inList('status', orderStatuses)),
    check('orders_payment_method_check', inList('payment_method', paymentMethods)),
    check('orders_shipping_method_check', inList('shipping_method', shippingMethods)),
    check('orders_stock_state_check', inList('stock_state', stockStates)),
    check(
      'orders_total_check',
      sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.gstPaise} + ${t.shippingPaise} and ${t.totalPaise} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    size: text('size'),
    colour: text('colour'),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    gstBasisPoints: smallint('gst_basis_points').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** Stock was taken for this line (counted stock); given back only then. */
    stockTaken: boolean('stock_taken').notNull(),
    downloadable: boolean('downloadable').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    note: text('note'),
    /** Who changed it: the buyer, an operator, or null for the system (payment, hold timeout). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** A coupon used by an order, for the per-member limit; given back when the order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.orderId] }),
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
  ],
);

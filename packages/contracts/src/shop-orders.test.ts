import { describe, expect, it } from 'vitest';
import { canMoveOrder, orderStatuses, orderTransitions, trackOrderSchema } from './shop-orders';

describe('order status transitions', () => {
  it('lets an online order be paid, fail or be cancelled, and nothing else', () => {
    expect(orderTransitions.pending_payment).toEqual(['processing', 'failed', 'cancelled']);
    expect(canMoveOrder('pending_payment', 'completed')).toBe(false);
  });

  it('closes cancelled, refunded and failed orders', () => {
    for (const closed of ['cancelled', 'refunded', 'failed'] as const)
      for (const to of orderStatuses) expect(canMoveOrder(closed, to)).toBe(false);
  });

  it('completes only what is processing, and refunds only what was paid', () => {
    expect(orderStatuses.filter((from) => canMoveOrder(from, 'completed'))).toEqual(['processing']);
    expect(orderStatuses.filter((from) => canMoveOrder(from, 'refunded'))).toEqual(['processing', 'completed']);
  });

  it('never moves an order to the status it already has', () => {
    for (const status of orderStatuses) expect(canMoveOrder(status, status)).toBe(false);
  });
});

describe('track order form', () => {
  it('takes the number with or without its #', () => {
    expect(trackOrderSchema.parse({ number: '#100001', email: 'a@b.in' }).number).toBe('100001');
    expect(trackOrderSchema.safeParse({ number: 'abc', email: 'a@b.in' }).success).toBe(false);
  });
});

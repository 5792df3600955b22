import { describe, expect, it } from 'vitest';
import { v1Outcome } from './phonepe-v1';
import { v2Outcome, v2RefundState } from './phonepe-v2-answers';

describe('reading PhonePe’s answers', () => {
  it('v2: COMPLETED is paid, FAILED failed, PENDING and states added later stay pending', () => {
    expect(v2Outcome('COMPLETED')).toBe('succeeded');
    expect(v2Outcome('FAILED')).toBe('failed');
    expect(v2Outcome('PENDING')).toBe('pending');
    expect(v2Outcome('SOMETHING_NEW')).toBe('pending');
    expect(v2RefundState('CONFIRMED')).toBe('completed');
    expect(v2RefundState('NEWLY_INVENTED')).toBe('pending');
  });

  it('v1: only PAYMENT_SUCCESS with state COMPLETED is paid; unknown codes stay pending', () => {
    expect(v1Outcome('PAYMENT_SUCCESS', 'COMPLETED')).toBe('succeeded');
    expect(v1Outcome('PAYMENT_SUCCESS', 'PENDING')).toBe('pending');
    expect(v1Outcome('PAYMENT_ERROR', 'FAILED')).toBe('failed');
    expect(v1Outcome('PAYMENT_DECLINED', undefined)).toBe('failed');
    expect(v1Outcome('TIMED_OUT', undefined)).toBe('failed');
    expect(v1Outcome('PAYMENT_PENDING', 'PENDING')).toBe('pending');
    expect(v1Outcome('INTERNAL_SERVER_ERROR', undefined)).toBe('pending');
    expect(v1Outcome('TRANSACTION_NOT_FOUND', undefined)).toBe('pending');
    expect(v1Outcome('A_CODE_FROM_2027', undefined)).toBe('pending');
  });
});

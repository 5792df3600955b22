import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { v2MandateState } from './phonepe-v2-autopay';
import { PhonePeV2 } from './phonepe-v2';

const phonepe = new PhonePeV2({
  baseUrl: 'https://example.invalid/pg',
  authUrl: 'https://example.invalid/token',
  clientId: 'C',
  clientSecret: 'S',
  clientVersion: '1',
  webhookUsername: 'hook-user',
  webhookPassword: 'hook-pass',
});
// PhonePe's documented header: SHA256 of "username:password", computed here independently.
const signed = { authorization: createHash('sha256').update('hook-user:hook-pass').digest('hex') };

describe('PhonePe v2 webhooks about Autopay', () => {
  it('names the order and its mandate for a setup or a debit', () => {
    const note = phonepe.notification(signed, {
      event: 'subscription.redemption.order.failed',
      payload: {
        merchantOrderId: 'RN1',
        state: 'FAILED',
        paymentFlow: { type: 'SUBSCRIPTION_REDEMPTION', merchantSubscriptionId: 'MS1' },
      },
    });
    expect(note).toMatchObject({
      merchantId: 'RN1',
      mandateId: 'MS1',
      dedupeKey: 'subscription.redemption.order.failed:FAILED',
    });
  });

  it('names the mandate alone for its own news (revoked, paused, cancelled)', () => {
    const note = phonepe.notification(signed, {
      event: 'subscription.revoked',
      payload: { merchantSubscriptionId: 'MS2', state: 'REVOKED' },
    });
    expect(note).toMatchObject({ merchantId: 'MS2', mandateId: 'MS2', dedupeKey: 'subscription.revoked:REVOKED' });
  });

  it('refuses a webhook signed with other credentials, or naming nothing', () => {
    const body = { event: 'subscription.revoked', payload: { merchantSubscriptionId: 'MS2', state: 'REVOKED' } };
    expect(() => phonepe.notification({ authorization: 'x' }, body)).toThrow(/signature/);
    expect(() => phonepe.notification(signed, { event: 'x', payload: { state: 'ACTIVE' } })).toThrow(/names no/);
  });

  it('reads PhonePe’s subscription states, and one it adds later as pending', () => {
    expect(
      ['ACTIVE', 'PAUSED', 'REVOKED', 'CANCELLED', 'EXPIRED', 'FAILED', 'ACTIVATION_IN_PROGRESS'].map(v2MandateState),
    ).toEqual(['active', 'paused', 'revoked', 'cancelled', 'expired', 'failed', 'pending']);
  });
});

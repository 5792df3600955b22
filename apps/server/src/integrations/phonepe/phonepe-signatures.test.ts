import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callbackChecksum, sameSecret, toBase64Json, webhookAuthorization, xVerify } from './phonepe-signatures';

// Vectors are computed here with Node's crypto from PhonePe's documented formulas, not by the code under test.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const saltKey = '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399';

describe('PhonePe signatures', () => {
  it('signs a v1 pay request as SHA256(base64Body + "/pg/v1/pay" + saltKey) + "###" + saltIndex', () => {
    const body = toBase64Json({ merchantId: 'M1', merchantTransactionId: 'RH1', amount: 17_582 });
    expect(body).toBe(
      Buffer.from('{"merchantId":"M1","merchantTransactionId":"RH1","amount":17582}').toString('base64'),
    );
    expect(xVerify(body, '/pg/v1/pay', saltKey, 1)).toBe(`${sha256(`${body}/pg/v1/pay${saltKey}`)}###1`);
  });

  it('signs a v1 status request over its path alone', () => {
    const path = '/pg/v1/status/M1/RH1';
    expect(xVerify('', path, saltKey, 2)).toBe(`${sha256(path + saltKey)}###2`);
  });

  it('checks a v1 callback as SHA256(base64Response + saltKey) + "###" + saltIndex', () => {
    const response = Buffer.from('{"success":true,"code":"PAYMENT_SUCCESS"}').toString('base64');
    expect(callbackChecksum(response, saltKey, 1)).toBe(`${sha256(response + saltKey)}###1`);
  });

  it('expects v2 webhooks to carry SHA256(username:password)', () => {
    expect(webhookAuthorization('merchant-user', 's3cret')).toBe(sha256('merchant-user:s3cret'));
  });

  it('compares secrets whole, ignoring hex case and surrounding space', () => {
    const expected = sha256('a:b');
    expect(sameSecret(expected.toUpperCase(), expected)).toBe(true);
    expect(sameSecret(` ${expected}`, expected)).toBe(true);
    expect(sameSecret(expected.slice(0, -1), expected)).toBe(false);
    expect(sameSecret(undefined, expected)).toBe(false);
  });
});

import { createHash, timingSafeEqual } from 'node:crypto';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * PhonePe v1's request checksum: `SHA256(base64Body + apiPath + saltKey) + "###" + saltIndex`.
 * A GET (status) has no body: the checksum covers the path and key only.
 */
export const xVerify = (base64Body: string, apiPath: string, saltKey: string, saltIndex: number) =>
  `${sha256Hex(base64Body + apiPath + saltKey)}###${saltIndex}`;

/** PhonePe v1's callback checksum: `SHA256(base64Response + saltKey) + "###" + saltIndex`. */
export const callbackChecksum = (base64Response: string, saltKey: string, saltIndex: number) =>
  `${sha256Hex(base64Response + saltKey)}###${saltIndex}`;

/** PhonePe v2 webhooks carry `Authorization: SHA256(username:password)`, hex, as set in the dashboard. */
export const webhookAuthorization = (username: string, password: string) => sha256Hex(`${username}:${password}`);

/** Compares a secret the caller sent with ours in constant time (case-insensitive hex). */
export function sameSecret(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent.trim().toLowerCase());
  const b = Buffer.from(expected.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** PhonePe's payloads travel as base64 JSON in v1. */
export const toBase64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
export const fromBase64Json = (base64: string): unknown => JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));

/**
 * The one merchant the built-in sandbox knows, for both API flavours. These are not secrets: the
 * sandbox only exists while no real PhonePe credentials are configured, and it moves no money.
 */
export const sandboxMerchant = {
  merchantId: 'REELHOUSESANDBOX',
  // v2 (OAuth client credentials, webhook basic secret)
  clientId: 'REELHOUSE_SANDBOX_CLIENT',
  clientSecret: 'sandbox-client-secret-not-for-production',
  clientVersion: '1',
  webhookUsername: 'reelhouse-sandbox',
  webhookPassword: 'sandbox-webhook-password',
  // v1 (salt key)
  saltKey: 'a3f1c0de-5a17-4e3c-9b1d-5a1e5a1e5a1e',
  saltIndex: 1,
} as const;

/** Where the sandbox lives on this server; the clients are given `<origin>/sandbox/phonepe` as base URL. */
export const SANDBOX_PREFIX = '/sandbox/phonepe';

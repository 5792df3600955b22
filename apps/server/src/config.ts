import { availableParallelism } from 'node:os';
import path from 'node:path';
import { gstStateOf, type GstStateCode } from '@reelhouse/contracts/gst';
import { checkedEnvSchema, phonePeCredentials, type Env } from './config-env';

/** Where the demo's seller is registered when neither SELLER_STATE nor GSTIN says (Mumbai's state). */
const DEFAULT_SELLER_STATE: GstStateCode = '27';

export type Config = ReturnType<typeof toConfig>;
export type ProcessRole = Config['role'];

/** Thrown when the environment is invalid; its message names every offending variable. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates every setting once. Nothing else in the server reads `process.env`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return toConfig(parsed.data);
}

/**
 * Tells the libraries this process loads which of their builds to run. React, which draws pages,
 * picks its production or development build from NODE_ENV by itself: with NODE_ENV unset (as
 * `npm start` left it) it ran the development build, three times slower at drawing a home page,
 * while the server, by its own default, ran as production.
 */
export function announceEnvironment(config: Config): void {
  process.env.NODE_ENV = config.env;
}

function toConfig(env: Env) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemo: env.SEED_DEMO === 'true',
    /** `web` answers HTTP and runs no background work; `worker` runs it and answers only health checks. */
    role: env.ROLE,
    /** Finished background jobs (sent mails among them) are deleted this many days after. */
    jobRetentionDays: env.JOB_RETENTION_DAYS,
    /** The bearer token a Prometheus scraper sends to `GET /metrics`; no metrics page without it. */
    metricsToken: env.METRICS_TOKEN ?? null,
    /** Seconds between a stop signal and closing the listener, while `/api/ready` answers 503. */
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    /** Keys that sign links, when set (else each is made once and kept in DATA_DIR/secrets). */
    linkSecrets: {
      downloads: env.DOWNLOAD_LINK_SECRET ?? null,
      newsletter: env.NEWSLETTER_LINK_SECRET ?? null,
    },
    /** The operator's time zone: where the dashboard's days begin and end. */
    timeZone: env.TIME_ZONE,
    /** Whether a new review waits for moderation or appears at once. */
    reviewsDefaultStatus: env.REVIEWS_DEFAULT_STATUS,
    /** Whether a new blog comment waits for moderation or appears at once. */
    blogCommentsDefaultStatus: env.BLOG_COMMENTS_DEFAULT_STATUS,
    dataDir,
    storage: storageConfig(env, dataDir),
    media: {
      /** Resumable uploads in progress; each file leaves once imported. */
      uploadsDir: path.join(dataDir, 'media', 'uploads'),
      /** Transcoding jobs run at once in this process: one per core unless set. */
      workers: env.MEDIA_WORKERS ?? availableParallelism(),
      ffmpeg: env.FFMPEG_PATH,
      ffprobe: env.FFPROBE_PATH,
      uploadMaxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
      /** With SEED_DEMO: the demo clips made after start (`tiny` for tests), or none. */
      demo: env.DEMO_MEDIA,
    },
    playback: {
      tokenSecret: env.PLAYBACK_TOKEN_SECRET ?? null,
      /** Playlist and segment URLs stop working after this; the player's heartbeats renew them. */
      tokenTtlSeconds: env.PLAYBACK_TOKEN_TTL_SECONDS,
      /** Memory for the most requested segments (0: always from disk). */
      cacheBytes: env.MEDIA_CACHE_MB * 1024 * 1024,
    },
    database: env.DATABASE_URL
      ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } as const),
    /** The site's public origin for cross-site request checks; unset, each request's own host is used. */
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : null,
    /**
     * Where links in mails and redirects point: PUBLIC_ORIGIN, else the origin the server was started
     * for. Never a request's Host header, which whoever sends the request chooses.
     */
    siteOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : `http://localhost:${env.PORT}`,
    /**
     * Demo facilities (SMS and mail outboxes, the PhonePe sandbox's scripting endpoint) answer only
     * connections from this machine unless the operator opens them to every network.
     */
    demoPublic: env.DEMO_PUBLIC === 'true',
    redisUrl: env.REDIS_URL ?? null,
    signIn: {
      defaultCountry: env.DEFAULT_COUNTRY,
      codeTtlSeconds: env.OTP_TTL_SECONDS,
      resendSeconds: env.OTP_RESEND_SECONDS,
    },
    sms: smsConfig(env),
    phonepe: phonePeConfig(env),
    mail: {
      /** Without it, mails go to the demo outbox (GET /api/dev/mail-outbox) instead of anyone. */
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? `"${env.SERVICE_NAME}" <${env.CONTACT_EMAIL}>`,
      /** Where the operator reads enquiries. */
      operator: env.CONTACT_EMAIL,
    },
    shop: shopConfig(env),
    /** Printed on GST invoices. */
    invoices: {
      gstin: env.GSTIN ?? null,
      companyAddress: env.COMPANY_ADDRESS ?? null,
      /** CGST + SGST for buyers in this state, IGST for the others: SELLER_STATE, else the GSTIN's, else Maharashtra. */
      sellerState: env.SELLER_STATE ?? gstStateOf(env.GSTIN?.slice(0, 2) ?? '') ?? DEFAULT_SELLER_STATE,
    },
    sessions: {
      idleDays: env.SESSION_IDLE_DAYS,
      absoluteDays: env.SESSION_ABSOLUTE_DAYS,
    },
    brand: {
      serviceName: env.SERVICE_NAME,
      companyName: env.COMPANY_NAME,
      contactEmail: env.CONTACT_EMAIL,
      contactPhone: env.CONTACT_PHONE ?? null,
      grievanceOfficer: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL ?? env.CONTACT_EMAIL },
      arbitrationCity: env.ARBITRATION_CITY,
      androidAppUrl: env.ANDROID_APP_URL ?? null,
      comingSoonAt: env.COMING_SOON_AT,
      social: {
        facebook: env.SOCIAL_FACEBOOK_URL ?? null,
        instagram: env.SOCIAL_INSTAGRAM_URL ?? null,
        x: env.SOCIAL_X_URL ?? null,
        youtube: env.SOCIAL_YOUTUBE_URL ?? null,
      },
    },
  };
}

/**
 * Every media file (videos and their renditions, pictures, audio, trailers, bought files): under
 * DATA_DIR/media/store, or in a bucket with a working directory on this machine for what ffmpeg
 * reads and writes.
 */
function storageConfig(env: Env, dataDir: string) {
  if (env.STORAGE === 'local') return { kind: 'local', root: path.join(dataDir, 'media', 'store') } as const;
  return {
    kind: 's3',
    // Presence was checked by checkedEnvSchema.
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    workDir: path.join(dataDir, 'media', 'work'),
  } as const;
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none by default, `true` for
 * all, or a comma-separated list of addresses/CIDRs of the proxies in front of us.
 */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((entry) => entry.trim());
}

/**
 * Shipping, the stock hold of unpaid online orders, and offline payment details. Without a bank
 * account configured, bank transfer is not offered — except in the demo, which shows a demo account.
 */
function shopConfig(env: Env) {
  const configuredBank =
    env.SHOP_BANK_ACCOUNT_NAME && env.SHOP_BANK_NAME && env.SHOP_BANK_ACCOUNT_NUMBER && env.SHOP_BANK_IFSC
      ? {
          accountName: env.SHOP_BANK_ACCOUNT_NAME,
          bankName: env.SHOP_BANK_NAME,
          accountNumber: env.SHOP_BANK_ACCOUNT_NUMBER,
          ifsc: env.SHOP_BANK_IFSC,
        }
      : null;
  const demoBank = {
    accountName: env.COMPANY_NAME,
    bankName: 'Demo Bank',
    accountNumber: '000000000000',
    ifsc: 'DEMO0000001',
  };
  return {
    shipping: {
      flatRatePaise: env.SHOP_FLAT_RATE_PAISE,
      freeOverPaise: env.SHOP_FREE_SHIPPING_OVER_PAISE === 'never' ? null : env.SHOP_FREE_SHIPPING_OVER_PAISE,
    },
    holdMinutes: env.SHOP_HOLD_MINUTES,
    bankAccount: configuredBank ?? (env.SEED_DEMO === 'true' ? demoBank : null),
    chequePayee: env.SHOP_CHEQUE_PAYEE ?? env.COMPANY_NAME,
    chequeAddress: env.COMPANY_ADDRESS ?? null,
  };
}

function smsConfig(env: Env) {
  // Presence was checked by checkedEnvSchema; the empty strings below are never used.
  if (env.SMS_PROVIDER === 'msg91') {
    return {
      provider: 'msg91',
      authKey: env.MSG91_AUTH_KEY ?? '',
      templateId: env.MSG91_TEMPLATE_ID ?? '',
      baseUrl: env.MSG91_BASE_URL,
    } as const;
  }
  if (env.SMS_PROVIDER === 'twilio') {
    return {
      provider: 'twilio',
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_FROM ?? '',
      baseUrl: env.TWILIO_BASE_URL,
    } as const;
  }
  return { provider: 'demo' } as const;
}

const phonePeBases = {
  production: {
    v2: 'https://api.phonepe.com/apis/pg',
    v1: 'https://api.phonepe.com/apis/hermes',
    auth: 'https://api.phonepe.com/apis/identity-manager/v1/oauth/token',
  },
  uat: {
    v2: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    v1: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    auth: 'https://api-preprod.phonepe.com/apis/pg-sandbox/v1/oauth/token',
  },
} as const;

/**
 * PhonePe: a real merchant when its credentials are set (production or UAT base URLs unless
 * overridden), otherwise the built-in sandbox on this server (`sandbox: true`, base URLs null).
 */
function phonePeConfig(env: Env) {
  const api = env.PHONEPE_API;
  const real = phonePeCredentials[api].every((name) => env[name] !== undefined);
  if (!real) return { api, sandbox: true } as const;
  const bases = phonePeBases[env.PHONEPE_ENV];
  // Presence was checked by checkedEnvSchema; the empty strings below are never used.
  return {
    api,
    sandbox: false,
    environment: env.PHONEPE_ENV,
    baseUrl: (env.PHONEPE_BASE_URL ?? bases[api]).replace(/\/$/, ''),
    authUrl: env.PHONEPE_AUTH_URL ?? bases.auth,
    clientId: env.PHONEPE_CLIENT_ID ?? '',
    clientSecret: env.PHONEPE_CLIENT_SECRET ?? '',
    clientVersion: env.PHONEPE_CLIENT_VERSION,
    webhookUsername: env.PHONEPE_WEBHOOK_USERNAME ?? '',
    webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD ?? '',
    merchantId: env.PHONEPE_MERCHANT_ID ?? '',
    saltKey: env.PHONEPE_SALT_KEY ?? '',
    saltIndex: env.PHONEPE_SALT_INDEX,
  } as const;
}

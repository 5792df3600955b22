import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

// Empty environment variables mean "not set": operators often leave `FOO=` in an env file.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'production'),
  HOST: withDefault(z.string(), '0.0.0.0'),
  PORT: withDefault(z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535), 8080),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: optional(z.string()),
  REVIEWS_DEFAULT_STATUS: withDefault(
    z.enum(['pending', 'published'], { error: 'must be pending or published' }),
    'pending',
  ),
  BLOG_COMMENTS_DEFAULT_STATUS: withDefault(
    z.enum(['pending', 'published'], { error: 'must be pending or published' }),
    'pending',
  ),
  SEED_DEMO: withDefault(z.enum(['true', 'false'], { error: 'must be true or false' }), 'true'),
  DEMO_PUBLIC: withDefault(z.enum(['true', 'false'], { error: 'must be true or false' }), 'false'),
  SERVICE_NAME: withDefault(z.string().min(1), 'Reelhouse'),
  COMPANY_NAME: withDefault(z.string().min(1), 'Reelhouse Media Private Limited'),
  CONTACT_EMAIL: withDefault(z.email({ error: 'must be an e-mail address' }), 'support@reelhouse.example'),
  /** India's IT Rules 2021: the grievance officer an OTT publisher names (defaults: a title, the contact address). */
  GRIEVANCE_OFFICER_NAME: withDefault(z.string().trim().min(1).max(100), 'Grievance Officer'),
  GRIEVANCE_OFFICER_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  CONTACT_PHONE: optional(z.string()),
  ARBITRATION_CITY: withDefault(z.string().min(1), 'Mumbai'),
  ANDROID_APP_URL: optional(httpUrl),
  SOCIAL_FACEBOOK_URL: optional(httpUrl),
  SOCIAL_INSTAGRAM_URL: optional(httpUrl),
  SOCIAL_X_URL: optional(httpUrl),
  SOCIAL_YOUTUBE_URL: optional(httpUrl),
  PUBLIC_ORIGIN: optional(z.url({ protocol: /^https?$/, error: 'must be the site origin, e.g. https://tv.example' })),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' })),
  DEFAULT_COUNTRY: withDefault(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code such as IN'), 'IN'),
  OTP_TTL_SECONDS: withDefault(
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(60).max(600, 'at most 600 (10 minutes)'),
    300,
  ),
  OTP_RESEND_SECONDS: withDefault(
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(600, 'at most 600 (10 minutes)'),
    60,
  ),
  SESSION_IDLE_DAYS: withDefault(z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(365), 30),
  SESSION_ABSOLUTE_DAYS: withDefault(z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(730), 90),
  SMS_PROVIDER: withDefault(z.enum(['demo', 'msg91', 'twilio'], { error: 'must be demo, msg91 or twilio' }), 'demo'),
  MSG91_AUTH_KEY: optional(z.string().min(1)),
  MSG91_TEMPLATE_ID: optional(z.string().min(1)),
  MSG91_BASE_URL: withDefault(httpUrl, 'https://control.msg91.com'),
  TWILIO_ACCOUNT_SID: optional(z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC…)')),
  TWILIO_AUTH_TOKEN: optional(z.string().min(1)),
  TWILIO_FROM: optional(z.string().min(1)),
  TWILIO_BASE_URL: withDefault(httpUrl, 'https://api.twilio.com'),
  MEDIA_WORKERS: optional(z.coerce.number({ error: 'must be a number of jobs' }).int().min(0).max(64)),
  DEMO_MEDIA: withDefault(z.enum(['clips', 'tiny', 'off'], { error: 'must be clips, tiny or off' }), 'clips'),
  FFMPEG_PATH: withDefault(z.string().min(1), 'ffmpeg'),
  FFPROBE_PATH: withDefault(z.string().min(1), 'ffprobe'),
  UPLOAD_MAX_MB: withDefault(z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1), 8192),
  PLAYBACK_TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  PLAYBACK_TOKEN_TTL_SECONDS: withDefault(
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(60).max(3600),
    300,
  ),
  MEDIA_CACHE_MB: withDefault(z.coerce.number({ error: 'must be a number of megabytes' }).int().min(0), 256),
  PHONEPE_API: withDefault(z.enum(['v2', 'v1'], { error: 'must be v2 (Standard Checkout) or v1 (salt key)' }), 'v2'),
  PHONEPE_ENV: withDefault(z.enum(['production', 'uat'], { error: 'must be production or uat' }), 'production'),
  PHONEPE_BASE_URL: optional(httpUrl),
  PHONEPE_AUTH_URL: optional(httpUrl),
  PHONEPE_CLIENT_ID: optional(z.string().min(1)),
  PHONEPE_CLIENT_SECRET: optional(z.string().min(1)),
  PHONEPE_CLIENT_VERSION: withDefault(z.string().min(1), '1'),
  PHONEPE_WEBHOOK_USERNAME: optional(z.string().min(1)),
  PHONEPE_WEBHOOK_PASSWORD: optional(z.string().min(1)),
  PHONEPE_MERCHANT_ID: optional(z.string().min(1)),
  PHONEPE_SALT_KEY: optional(z.string().min(1)),
  PHONEPE_SALT_INDEX: withDefault(z.coerce.number({ error: 'must be the salt key index' }).int().min(1), 1),
  GSTIN: optional(z.string().regex(/^[0-9]{2}[A-Z0-9]{10}[0-9A-Z]{3}$/, 'must be a 15-character GSTIN')),
  COMPANY_ADDRESS: optional(z.string().min(1)),
  SHOP_FLAT_RATE_PAISE: withDefault(z.coerce.number({ error: 'must be an amount in paise' }).int().min(0), 4900),
  SHOP_FREE_SHIPPING_OVER_PAISE: withDefault(
    z.union([z.literal('never'), z.coerce.number({ error: 'must be an amount in paise, or never' }).int().min(0)]),
    99_900,
  ),
  SHOP_HOLD_MINUTES: withDefault(z.coerce.number({ error: 'must be a number of minutes' }).int().min(1).max(1440), 60),
  SHOP_BANK_ACCOUNT_NAME: optional(z.string().min(1)),
  SHOP_BANK_NAME: optional(z.string().min(1)),
  SHOP_BANK_ACCOUNT_NUMBER: optional(z.string().regex(/^\d{9,18}$/, 'must be a bank account number (9 to 18 digits)')),
  SHOP_BANK_IFSC: optional(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC such as HDFC0001234')),
  SHOP_CHEQUE_PAYEE: optional(z.string().min(1)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)),
  TIME_ZONE: withDefault(
    z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Kolkata'),
    'Asia/Kolkata',
  ),
  COMING_SOON_AT: withDefault(
    z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time with offset' }),
    '2027-01-01T00:00:00+05:30',
  ),
});

type Env = z.infer<typeof envSchema>;

const phonePeCredentials = {
  v2: ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD'],
  v1: ['PHONEPE_MERCHANT_ID', 'PHONEPE_SALT_KEY'],
} as const satisfies Record<string, (keyof Env)[]>;

/** Settings that only make sense together: a gateway needs its credentials. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  const need = (names: readonly (keyof Env)[], when: string) => {
    for (const name of names) {
      if (env[name] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: `is required when ${when}` });
    }
  };
  const bank = ['SHOP_BANK_ACCOUNT_NAME', 'SHOP_BANK_NAME', 'SHOP_BANK_ACCOUNT_NUMBER', 'SHOP_BANK_IFSC'] as const;
  if (bank.some((name) => env[name] !== undefined)) need(bank, 'any SHOP_BANK_* setting is set');
  if (env.SMS_PROVIDER === 'msg91') need(['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'], 'SMS_PROVIDER=msg91');
  if (env.SMS_PROVIDER === 'twilio')
    need(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'], 'SMS_PROVIDER=twilio');
  // Any PhonePe credential means a real merchant: then all of them, and the public origin PhonePe
  // sends buyers and notifications back to.
  const credentials = phonePeCredentials[env.PHONEPE_API];
  if (credentials.some((name) => env[name] !== undefined)) {
    need([...credentials, 'PUBLIC_ORIGIN'], `PhonePe ${env.PHONEPE_API} credentials are set`);
  }
});

export type Config = ReturnType<typeof toConfig>;

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

function toConfig(env: Env) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemo: env.SEED_DEMO === 'true',
    /** The operator's time zone: where the dashboard's days begin and end. */
    timeZone: env.TIME_ZONE,
    /** Whether a new review waits for moderation or appears at once. */
    reviewsDefaultStatus: env.REVIEWS_DEFAULT_STATUS,
    /** Whether a new blog comment waits for moderation or appears at once. */
    blogCommentsDefaultStatus: env.BLOG_COMMENTS_DEFAULT_STATUS,
    dataDir,
    /** Rendered images (artwork now, uploads later), served under /media/images/. */
    imagesDir: path.join(dataDir, 'media', 'images'),
    /** Audio files (blog audio posts), served under /media/audio/ with content-hashed names. */
    audioDir: path.join(dataDir, 'media', 'audio'),
    /** Short public trailers (the demo's, made from its clips), served under /media/trailers/. */
    trailersDir: path.join(dataDir, 'media', 'trailers'),
    media: {
      /** Sources, HLS renditions, storyboards and subtitles (the local storage adapter's root). */
      storeDir: path.join(dataDir, 'media', 'store'),
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
    invoices: { gstin: env.GSTIN ?? null, companyAddress: env.COMPANY_ADDRESS ?? null },
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
    /** Bought files (DATA_DIR/downloads), served only through signed download links. */
    downloadsDir: path.join(path.resolve(env.DATA_DIR), 'downloads'),
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

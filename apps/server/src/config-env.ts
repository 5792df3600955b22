// Every environment variable the server reads, with its check and its default (config.ts turns
// them into the settings the code uses).
import { z } from 'zod';
import { gstStateOf } from '@reelhouse/contracts/gst';

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
  DOWNLOAD_LINK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  NEWSLETTER_LINK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** Turns on `GET /metrics` for a Prometheus scraper that sends it as a bearer token. */
  METRICS_TOKEN: optional(z.string().min(24, 'must be at least 24 characters')),
  /** How long a stopping process says it is not ready, still serving, before it stops taking requests. */
  SHUTDOWN_DRAIN_SECONDS: withDefault(
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(120),
    0,
  ),
  JOB_RETENTION_DAYS: withDefault(z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(3650), 14),
  /** Where media lives: this machine's disk (DATA_DIR/media/store) or an S3-compatible bucket. */
  STORAGE: withDefault(z.enum(['local', 's3'], { error: 'must be local or s3' }), 'local'),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 characters)'),
  ),
  /** Unset for AWS itself; MinIO's or Cloudflare R2's address otherwise. */
  S3_ENDPOINT: optional(httpUrl),
  S3_REGION: withDefault(z.string().min(1), 'us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: withDefault(z.enum(['true', 'false'], { error: 'must be true or false' }), 'false'),
  /** What this process does: everything (one process), HTTP only, or background work only. */
  ROLE: withDefault(z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }), 'all'),
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
  /** Where the seller is registered for GST: a state's GST code (27) or name (Maharashtra). */
  SELLER_STATE: optional(
    z.string().transform((value, context) => {
      const code = gstStateOf(value);
      if (!code) context.addIssue({ code: 'custom', message: 'must be an Indian state: its GST code (27) or name' });
      return code ?? z.NEVER;
    }),
  ),
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

export type Env = z.infer<typeof envSchema>;

export const phonePeCredentials = {
  v2: ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD'],
  v1: ['PHONEPE_MERCHANT_ID', 'PHONEPE_SALT_KEY'],
} as const satisfies Record<string, (keyof Env)[]>;

/** Settings that only make sense together: a gateway needs its credentials. */
export const checkedEnvSchema = envSchema.superRefine((env, context) => {
  const need = (names: readonly (keyof Env)[], when: string) => {
    for (const name of names) {
      if (env[name] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: `is required when ${when}` });
    }
  };
  // Processes in a cluster share one PostgreSQL and must sign links alike: a key made on one
  // process's disk would make every other process refuse its links.
  if (env.ROLE !== 'all')
    need(
      ['DATABASE_URL', 'PLAYBACK_TOKEN_SECRET', 'DOWNLOAD_LINK_SECRET', 'NEWSLETTER_LINK_SECRET'],
      `ROLE=${env.ROLE}`,
    );
  if (env.STORAGE === 's3') need(['S3_BUCKET'], 'STORAGE=s3');
  // A key without its secret (or the reverse) is a slip, not a wish for the SDK's own chain.
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
    need(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'either is set');
  const bank = ['SHOP_BANK_ACCOUNT_NAME', 'SHOP_BANK_NAME', 'SHOP_BANK_ACCOUNT_NUMBER', 'SHOP_BANK_IFSC'] as const;
  if (bank.some((name) => env[name] !== undefined)) need(bank, 'any SHOP_BANK_* setting is set');
  if (env.SMS_PROVIDER === 'msg91') need(['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'], 'SMS_PROVIDER=msg91');
  if (env.SMS_PROVIDER === 'twilio')
    need(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'], 'SMS_PROVIDER=twilio');
  // Any PhonePe credential means a real merchant: then all of them, and the public origin PhonePe
  // sends buyers and notifications back to.
  // A GSTIN begins with the code of the state it is registered in: the seller's state for GST.
  if (env.GSTIN && env.SELLER_STATE && env.GSTIN.slice(0, 2) !== env.SELLER_STATE)
    context.addIssue({
      code: 'custom',
      path: ['SELLER_STATE'],
      message: `is ${env.SELLER_STATE}, but GSTIN ${env.GSTIN} is registered in state ${env.GSTIN.slice(0, 2)}`,
    });
  const credentials = phonePeCredentials[env.PHONEPE_API];
  if (credentials.some((name) => env[name] !== undefined)) {
    need([...credentials, 'PUBLIC_ORIGIN'], `PhonePe ${env.PHONEPE_API} credentials are set`);
  }
});

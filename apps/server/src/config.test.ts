import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { announceEnvironment, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills every setting with a working default on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/pglite') });
    expect(config.trustProxy).toBe(false);
    expect(config.brand.serviceName).toBe('Reelhouse');
    expect(config.brand.androidAppUrl).toBeNull();
    expect(config.seedDemo).toBe(true);
  });

  it('tells the libraries it loads that it runs as production unless NODE_ENV says otherwise', () => {
    const before = process.env.NODE_ENV;
    try {
      delete process.env.NODE_ENV;
      announceEnvironment(loadConfig({}));
      // React reads this to choose its build: unset, pages were drawn by its development build.
      expect(process.env.NODE_ENV).toBe('production');
      announceEnvironment(loadConfig({ NODE_ENV: 'development' }));
      expect(process.env.NODE_ENV).toBe('development');
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('holds new reviews for moderation unless the operator publishes them at once', () => {
    expect(loadConfig({}).reviewsDefaultStatus).toBe('pending');
    expect(loadConfig({ REVIEWS_DEFAULT_STATUS: 'published' }).reviewsDefaultStatus).toBe('published');
    expect(() => loadConfig({ REVIEWS_DEFAULT_STATUS: 'maybe' })).toThrow(/REVIEWS_DEFAULT_STATUS/);
  });

  it('lets an operator turn the demo seed off, and rejects anything but true or false', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'no' })).toThrow(/SEED_DEMO/);
  });

  it('waits a minute before another sign-in code to the same number unless told otherwise', () => {
    expect(loadConfig({}).signIn.resendSeconds).toBe(60);
    expect(loadConfig({ OTP_RESEND_SECONDS: '5' }).signIn.resendSeconds).toBe(5);
    expect(() => loadConfig({ OTP_RESEND_SECONDS: '0' })).toThrow(/OTP_RESEND_SECONDS/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it('runs everything in one process unless ROLE splits HTTP from background work', () => {
    expect(loadConfig({}).role).toBe('all');
    const key = (letter: string) => letter.repeat(32);
    const cluster = {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PLAYBACK_TOKEN_SECRET: key('p'),
      DOWNLOAD_LINK_SECRET: key('d'),
      NEWSLETTER_LINK_SECRET: key('n'),
    };
    expect(loadConfig({ ...cluster, ROLE: 'web' })).toMatchObject({
      role: 'web',
      linkSecrets: { downloads: key('d'), newsletter: key('n') },
    });
    expect(loadConfig({ ...cluster, ROLE: 'worker' }).role).toBe('worker');
    expect(() => loadConfig({ ...cluster, ROLE: 'both' })).toThrow(/ROLE: must be all, web or worker/);
    // A process of a cluster refuses to start on its own disk's keys or on the embedded database.
    const alone = () => loadConfig({ ROLE: 'web', PLAYBACK_TOKEN_SECRET: key('p') });
    expect(alone).toThrow(/DATABASE_URL: is required when ROLE=web/);
    expect(alone).toThrow(/DOWNLOAD_LINK_SECRET: is required when ROLE=web/);
    expect(alone).toThrow(/NEWSLETTER_LINK_SECRET: is required when ROLE=web/);
    expect(alone).not.toThrow(/PLAYBACK_TOKEN_SECRET/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', ANDROID_APP_URL: '' })).toMatchObject({ port: 8080, brand: { androidAppUrl: null } });
  });

  it('names every invalid variable in one error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', CONTACT_EMAIL: 'nobody', COMING_SOON_AT: 'soon' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'CONTACT_EMAIL', 'COMING_SOON_AT']) expect(message).toContain(name);
    }
  });

  it('sends mail to the demo outbox unless an SMTP server is given, from the service by default', () => {
    expect(loadConfig({ SERVICE_NAME: 'Kino', CONTACT_EMAIL: 'help@kino.example' }).mail).toEqual({
      smtpUrl: null,
      from: '"Kino" <help@kino.example>',
      operator: 'help@kino.example',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465' }).mail.smtpUrl).toBe(
      'smtps://mailer:secret@smtp.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL: must be an smtp/);
  });

  it('rejects a port outside 0–65535', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads TRUST_PROXY as off, on, or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('accepts only http(s) links for the app and social profiles', () => {
    expect(() => loadConfig({ ANDROID_APP_URL: 'javascript:alert(1)' })).toThrow(/ANDROID_APP_URL/);
    expect(loadConfig({ SOCIAL_X_URL: 'https://x.com/reelhouse' }).brand.social.x).toBe('https://x.com/reelhouse');
  });

  it('uses the PhonePe sandbox until a merchant’s credentials are set, then all of them and the public origin', () => {
    expect(loadConfig({}).phonepe).toEqual({ api: 'v2', sandbox: true });
    expect(() => loadConfig({ PHONEPE_CLIENT_ID: 'C1' })).toThrow(
      /PHONEPE_CLIENT_SECRET[\s\S]*PHONEPE_WEBHOOK_USERNAME[\s\S]*PHONEPE_WEBHOOK_PASSWORD[\s\S]*PUBLIC_ORIGIN/,
    );
    const v2 = loadConfig({
      PHONEPE_CLIENT_ID: 'C1',
      PHONEPE_CLIENT_SECRET: 'S1',
      PHONEPE_WEBHOOK_USERNAME: 'u',
      PHONEPE_WEBHOOK_PASSWORD: 'p',
      PUBLIC_ORIGIN: 'https://tv.example',
      PHONEPE_ENV: 'uat',
    }).phonepe;
    expect(v2).toMatchObject({
      sandbox: false,
      baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      authUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox/v1/oauth/token',
    });
    const v1 = loadConfig({
      PHONEPE_API: 'v1',
      PHONEPE_MERCHANT_ID: 'M1',
      PHONEPE_SALT_KEY: 'k',
      PHONEPE_SALT_INDEX: '2',
      PUBLIC_ORIGIN: 'https://tv.example',
    }).phonepe;
    expect(v1).toMatchObject({ sandbox: false, baseUrl: 'https://api.phonepe.com/apis/hermes', saltIndex: 2 });
    expect(() => loadConfig({ PHONEPE_API: 'v3' })).toThrow(/PHONEPE_API/);
  });
});

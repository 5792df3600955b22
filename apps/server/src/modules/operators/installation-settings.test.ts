import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { installationSettings } from './installation-settings';

describe('installation settings as the console shows them', () => {
  it('name the demo choices of a bare start', () => {
    const settings = installationSettings(loadConfig({ SERVICE_NAME: 'Kino' }));
    expect(settings).toMatchObject({
      service: { name: 'Kino' },
      payments: { mode: 'sandbox', api: 'v2' },
      sms: { provider: 'demo' },
      mail: { transport: 'outbox', server: null },
      database: { kind: 'embedded', server: null },
      redis: { server: null },
    });
  });

  it('name the services in production and keep every secret out', () => {
    const secrets = ['S3cret-client', 'hook-pass', 'mail-pass', 'db-pass', 'redis-pass', 'msg-key'];
    const settings = installationSettings(
      loadConfig({
        PHONEPE_CLIENT_ID: 'C1',
        PHONEPE_CLIENT_SECRET: secrets[0],
        PHONEPE_WEBHOOK_USERNAME: 'hook',
        PHONEPE_WEBHOOK_PASSWORD: secrets[1],
        PUBLIC_ORIGIN: 'https://tv.example',
        PHONEPE_ENV: 'uat',
        SMTP_URL: `smtps://mailer:${secrets[2]}@smtp.example.com:465`,
        DATABASE_URL: `postgres://app:${secrets[3]}@db.internal:5432/reelhouse`,
        REDIS_URL: `redis://:${secrets[4]}@cache.internal:6379`,
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: secrets[5],
        MSG91_TEMPLATE_ID: 'T1',
      }),
    );
    expect(settings).toMatchObject({
      payments: { mode: 'uat' },
      sms: { provider: 'msg91' },
      mail: { transport: 'smtp', server: 'smtps://smtp.example.com:465' },
      database: { kind: 'postgresql', server: 'postgres://db.internal:5432/reelhouse' },
      redis: { server: 'redis://cache.internal:6379' },
    });
    const text = JSON.stringify(settings);
    for (const secret of [...secrets, 'mailer', 'app:']) expect(text).not.toContain(secret);
  });
});

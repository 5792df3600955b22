import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { SmsDeliveryError } from '../src/integrations/sms/sms-sender';
import { Msg91Sender, TwilioSender } from '../src/integrations/sms/sms-gateways';
import { createTestApp } from './support/test-app';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in for the gateways: records what it is sent and answers what the test says. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{}' };
});

const log = pino({ level: 'silent' });
const message = { serviceName: 'Reelhouse', validMinutes: 5 };

describe('MSG91 adapter', () => {
  const sender = () => new Msg91Sender({ authKey: 'key-123', templateId: 'tpl-9', baseUrl }, log);

  it('posts the template with the code and lifetime to the Flow API, authenticated by authkey', async () => {
    answer = { status: 200, body: '{"type":"success","message":"3763646c3058373530393832"}' };
    await sender().sendSignInCode('+919876543210', '042817', message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v5/flow' });
    expect(request?.headers).toMatchObject({ authkey: 'key-123', 'content-type': 'application/json' });
    expect(JSON.parse(request?.body ?? '')).toEqual({
      template_id: 'tpl-9',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '042817', minutes: '5' }],
    });
  });

  it('reports a refusal, whether by status or by an error answer', async () => {
    answer = { status: 401, body: '{"type":"error","message":"Authentication failure"}' };
    await expect(sender().sendSignInCode('+919876543210', '111111', message)).rejects.toBeInstanceOf(SmsDeliveryError);
    answer = { status: 200, body: '{"type":"error","message":"Template not approved"}' };
    const error = await sender()
      .sendSignInCode('+919876543210', '111111', message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).reason).toContain('Template not approved');
  });
});

describe('Twilio adapter', () => {
  const sid = `AC${'0123456789abcdef'.repeat(2)}`;
  const sender = () => new TwilioSender({ accountSid: sid, authToken: 'secret', from: '+15005550006', baseUrl }, log);

  it('posts a form to the Messages API with basic auth', async () => {
    answer = { status: 201, body: '{"sid":"SM1"}' };
    await sender().sendSignInCode('+447911123456', '905112', message);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: `/2010-04-01/Accounts/${sid}/Messages.json` });
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${sid}:secret`).toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.body);
    expect(form.get('To')).toBe('+447911123456');
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Body')).toBe('905112 is your Reelhouse sign-in code. It is valid for 5 minutes. Never share it.');
  });

  it('turns a gateway error into a 503 for the person and a reason for the log', async () => {
    answer = { status: 400, body: '{"code":21211,"message":"Invalid To number"}' };
    const error = await sender()
      .sendSignInCode('+447911123456', '905112', message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).code).toBe('service_unavailable');
    expect((error as SmsDeliveryError).reason).toContain('21211');
  });
});

describe('choosing a gateway in the configuration', () => {
  it('names the credentials a gateway needs', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY: is required when SMS_PROVIDER=msg91/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'nope' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  it('sends sign-in codes through it, and the demo outbox no longer exists', async () => {
    const t = await createTestApp({
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: `AC${'ab'.repeat(16)}`,
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: '+15005550006',
        TWILIO_BASE_URL: baseUrl,
      },
    });
    try {
      answer = { status: 201, body: '{"sid":"SM2"}' };
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/create-user-mobile/',
        payload: { mobile: '+919812399999' },
      });
      expect(sent.statusCode).toBe(200);
      expect(new URLSearchParams(received[0]?.body).get('To')).toBe('+919812399999');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?mobile=%2B919812399999' })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().demoSms).toBe(false);

      answer = { status: 500, body: 'down' };
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/create-user-mobile/',
        payload: { mobile: '+919812388888' },
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().detail).toMatch(/could not be sent by SMS/);
    } finally {
      await t.close();
    }
  });
});

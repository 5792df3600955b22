import type { FastifyBaseLogger } from 'fastify';
import { signInText, SmsDeliveryError, type SignInMessage, type SmsSender } from './sms-sender';

const TIMEOUT_MS = 10_000;

async function post(provider: string, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SmsDeliveryError(provider, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok)
    throw new SmsDeliveryError(provider, `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/**
 * MSG91's Flow API (India): sends a DLT-registered template whose variables `otp` and `minutes`
 * carry the code and its lifetime. https://docs.msg91.com — `POST /api/v5/flow` with `authkey`.
 */
export class Msg91Sender implements SmsSender {
  readonly name = 'msg91';

  constructor(
    private readonly options: { authKey: string; templateId: string; baseUrl: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendSignInCode(to: string, code: string, message: SignInMessage): Promise<void> {
    const response = await post(this.name, new URL('/api/v5/flow', this.options.baseUrl).href, {
      headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: this.options.templateId,
        short_url: '0',
        // MSG91 wants the number without the plus sign.
        recipients: [{ mobiles: to.replace(/^\+/, ''), otp: code, minutes: String(message.validMinutes) }],
      }),
    });
    // MSG91 answers 200 with { type: "error" } for some refusals.
    const answer = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (answer.type === 'error') throw new SmsDeliveryError(this.name, answer.message ?? 'refused');
    this.log.info({ to, provider: this.name }, 'sign-in code sent');
  }
}

/** Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`, basic auth, form body. */
export class TwilioSender implements SmsSender {
  readonly name = 'twilio';

  constructor(
    private readonly options: { accountSid: string; authToken: string; from: string; baseUrl: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendSignInCode(to: string, code: string, message: SignInMessage): Promise<void> {
    const { accountSid, authToken, from, baseUrl } = this.options;
    const path = `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    await post(this.name, new URL(path, baseUrl).href, {
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: to, From: from, Body: signInText(code, message) }).toString(),
    });
    this.log.info({ to, provider: this.name }, 'sign-in code sent');
  }
}

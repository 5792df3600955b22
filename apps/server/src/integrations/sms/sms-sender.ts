import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import { smsOutbox } from '@reelhouse/db/schema/accounts';
import { AppError } from '../../platform/errors/app-error';

/**
 * Texts a sign-in code to an E.164 number. The message is the provider's to word: Indian gateways
 * such as MSG91 only deliver pre-registered (DLT) templates, filled with the code.
 */
export interface SmsSender {
  readonly name: string;
  sendSignInCode(to: string, code: string, message: SignInMessage): Promise<void>;
}

export interface SignInMessage {
  serviceName: string;
  validMinutes: number;
}

export const signInText = (code: string, { serviceName, validMinutes }: SignInMessage) =>
  `${code} is your ${serviceName} sign-in code. It is valid for ${validMinutes} minutes. Never share it.`;

/** A gateway that did not take the message: the person is told to try again, the operator sees why. */
export class SmsDeliveryError extends AppError {
  /** What the gateway said, for the log. */
  readonly reason: string;

  constructor(provider: string, reason: string) {
    super('service_unavailable', 'The code could not be sent by SMS just now. Please try again in a moment.');
    this.name = 'SmsDeliveryError';
    this.reason = `${provider}: ${reason}`;
  }
}

/**
 * The offline provider: "sends" by keeping the message in an outbox table and logging it, so a
 * demo or a test can read the code at /api/dev/sms-outbox.
 */
export class DemoSmsSender implements SmsSender {
  readonly name = 'demo';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendSignInCode(to: string, code: string, message: SignInMessage): Promise<void> {
    const body = signInText(code, message);
    await this.db.insert(smsOutbox).values({ recipient: to, body });
    this.log.info({ to, body }, 'demo SMS (not sent to any phone; read it at /api/dev/sms-outbox)');
  }

  async outbox(recipient: string, limit = 20) {
    return this.db
      .select({ id: smsOutbox.id, to: smsOutbox.recipient, body: smsOutbox.body, createdAt: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.recipient, recipient))
      .orderBy(desc(smsOutbox.id))
      .limit(limit);
  }
}

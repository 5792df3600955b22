import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import { smsOutbox } from '@reelhouse/db/schema/accounts';

/** Sends a text message to an E.164 number; production adapters call an SMS gateway. */
export interface SmsSender {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
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

  async send(to: string, body: string): Promise<void> {
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

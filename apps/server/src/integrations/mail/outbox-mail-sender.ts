import { desc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import { mailOutbox } from '@reelhouse/db/schema/contact';
import type { MailMessage, MailSender } from './mail-sender';

/**
 * The offline adapter (no SMTP_URL): "sends" by keeping the mail in an outbox table and logging
 * it, so a demo or a test can read confirmation links at /api/dev/mail-outbox.
 */
export class OutboxMailSender implements MailSender {
  readonly name = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send({ to, subject, text, replyTo, unsubscribeUrl }: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({
      sender: this.from,
      recipient: to,
      replyTo: replyTo ?? null,
      subject,
      body: text,
      unsubscribeUrl: unsubscribeUrl ?? null,
    });
    this.log.info({ to, subject }, 'demo mail (not sent to anyone; read it at /api/dev/mail-outbox)');
  }

  async close(): Promise<void> {}

  /** The latest mails, newest first, to one address or to anyone. */
  async outbox(recipient: string | undefined, limit = 50) {
    return this.db
      .select({
        id: mailOutbox.id,
        from: mailOutbox.sender,
        to: mailOutbox.recipient,
        replyTo: mailOutbox.replyTo,
        unsubscribeUrl: mailOutbox.unsubscribeUrl,
        subject: mailOutbox.subject,
        text: mailOutbox.body,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(recipient ? sql`lower(${mailOutbox.recipient}) = lower(${recipient})` : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(limit);
  }
}

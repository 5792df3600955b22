import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { mailOutboxRoutes } from './mail-outbox.routes';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '@reelhouse/db/database';
import type { Config } from '../../config';
import type { JobKind } from '../../platform/jobs/job-kind';
import { JobQueue } from '../../platform/jobs/job-queue';
import type { MailMessage, MailSender } from './mail-sender';
import { OutboxMailSender } from './outbox-mail-sender';
import { SmtpMailSender } from './smtp-mail-sender';

const mailPayload = z.object({
  id: z.uuid(),
  to: z.email(),
  subject: z.string().min(1),
  text: z.string().min(1),
  replyTo: z.email().optional(),
  unsubscribeUrl: z.url().optional(),
});

export interface Mail {
  sender: MailSender;
  /** The demo adapter when it is the one in use: its outbox route exists only then. */
  outbox: OutboxMailSender | null;
  queue: JobQueue;
  /**
   * Queues a mail; a job delivers it, retried with backoff while the server is unreachable, so a
   * request never waits on SMTP and no mail is lost to a restart.
   */
  send(message: MailMessage): Promise<void>;
  /** Queues mails in the caller's transaction: they go out only if what they tell of was kept. */
  sendWithin(db: Db, messages: readonly MailMessage[]): Promise<void>;
}

export function createMail(db: Db, config: Config['mail'], log: FastifyBaseLogger): Mail {
  const outbox = config.smtpUrl ? null : new OutboxMailSender(db, config.from, log);
  const sender = outbox ?? new SmtpMailSender(config.smtpUrl ?? '', config.from);
  // A queue of its own, so a mail never waits behind a transcode; mails are claimed twenty at a
  // time, as a checkout rush queues them by the hundred.
  const queue = new JobQueue(db, log, { concurrency: 1, claimBatch: 20 });
  const deliver: JobKind<typeof mailPayload> = {
    name: 'mail.send',
    payload: mailPayload,
    key: ({ id }) => id,
    maxAttempts: 6,
    run: async ({ id: _id, ...message }) => sender.send(message),
    onFailed: async ({ to, subject }) => log.error({ to, subject }, 'mail could not be delivered'),
  };
  queue.define(deliver);
  return {
    sender,
    outbox,
    queue,
    send: async (message) => {
      await queue.enqueue(deliver, { id: randomUUID(), ...message });
    },
    sendWithin: async (tx, messages) => {
      await queue.enqueueMany(
        deliver,
        messages.map((message) => ({ id: randomUUID(), ...message })),
        { db: tx },
      );
    },
  };
}

/** Mail as the app runs it: the queue as background work, the sender closed after it, the demo outbox's route. */
export function mailModule(platform: Platform): Mail & AppModule {
  const mail = createMail(platform.db, platform.config.mail, platform.log);
  const { outbox } = mail;
  return {
    ...mail,
    routes: outbox ? (api) => mailOutboxRoutes(api, outbox, platform.demoGuard) : undefined,
    workers: [platform.queueWorker(mail.queue), { stop: () => mail.sender.close() }],
  };
}

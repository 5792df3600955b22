import type { AdminEnquiry, EnquiryListQuery, EnquiryPage } from '@reelhouse/contracts/enquiries-admin';
import type { EnquiryStatus } from '@reelhouse/contracts/enquiries';
import { languages, type Language } from '@reelhouse/contracts/locales';
import type { Db } from '@reelhouse/db/database';
import type { Mail } from '../../integrations/mail/mail.module';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { OperatorAudit } from '../../platform/operator-audit';
import { EnquiriesAdminRepository } from './enquiries-admin.repository';
import { replyMail } from './enquiry-mails';

const noSuchEnquiry = () => new AppError('not_found', 'There is no such enquiry.');
const languageOf = (code: string): Language =>
  (languages as readonly string[]).includes(code) ? (code as Language) : 'en';

/**
 * The enquiries inbox: answers mailed to the sender and kept with the enquiry, status and
 * assignee changes; each with its audit line in one transaction (the mail is queued in it too).
 */
export class EnquiriesAdmin {
  constructor(
    private readonly deps: {
      db: Db;
      mail: Pick<Mail, 'sendWithin'>;
      serviceName: string;
      /** Where the sender's answer to a reply goes: the operators' mailbox. */
      operatorMailbox: string;
    },
  ) {}

  list(query: EnquiryListQuery): Promise<EnquiryPage> {
    return new EnquiriesAdminRepository(this.deps.db).list(query);
  }

  async one(id: number): Promise<AdminEnquiry> {
    const enquiry = await new EnquiriesAdminRepository(this.deps.db).one(id);
    if (!enquiry) throw noSuchEnquiry();
    return enquiry;
  }

  async reply(actorId: number, id: number, body: string): Promise<AdminEnquiry> {
    const { db, mail, serviceName, operatorMailbox } = this.deps;
    await db.transaction(async (tx) => {
      const books = new EnquiriesAdminRepository(tx);
      const enquiry = await books.lock(id);
      if (!enquiry) throw noSuchEnquiry();
      await books.addReply(id, actorId, body);
      await books.update(id, { status: 'answered' });
      await mail.sendWithin(tx, [
        replyMail({ ...enquiry, language: languageOf(enquiry.language) }, body, serviceName, operatorMailbox),
      ]);
      await new OperatorAudit(tx).record(actorId, {
        action: 'enquiry.reply',
        subject: `enquiry:${id}`,
        details: { to: enquiry.email },
      });
    });
    return this.one(id);
  }

  async update(
    actorId: number,
    id: number,
    change: { status?: EnquiryStatus; assigneeId?: number | null },
  ): Promise<AdminEnquiry> {
    await this.deps.db.transaction(async (tx) => {
      const books = new EnquiriesAdminRepository(tx);
      const before = await books.lock(id);
      if (!before) throw noSuchEnquiry();
      if (change.assigneeId && !(await books.isOperator(change.assigneeId)))
        throw fieldError('validation_failed', 'assigneeId', 'Enquiries are given to operators only.');
      await books.update(id, change);
      await new OperatorAudit(tx).record(actorId, {
        action: 'enquiry.update',
        subject: `enquiry:${id}`,
        details: Object.fromEntries(
          Object.entries(change).map(([key, after]) => [key, { before: before[key as keyof typeof change], after }]),
        ),
      });
    });
    return this.one(id);
  }
}

import { sql } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';

export interface SubscriberRow {
  id: number;
  email: string;
  language: Language;
  status: 'pending' | 'confirmed' | 'unsubscribed';
}

const columns = sql`id, email, language, status`;

export class NewsletterRepository {
  constructor(private readonly db: Db) {}

  /**
   * The row for an address, made pending when new or when it had left; a confirmed address stays
   * as it is. The language follows the latest sign-up.
   */
  async signUp(email: string, language: Language, source: string): Promise<SubscriberRow> {
    const [row] = await rows<SubscriberRow>(
      this.db,
      sql`insert into newsletter_subscribers (email, language, source) values (${email}, ${language}, ${source})
          on conflict (lower(email)) do update
            set language = excluded.language,
                status = case when newsletter_subscribers.status = 'confirmed' then 'confirmed' else 'pending' end,
                unsubscribed_at = case when newsletter_subscribers.status = 'confirmed'
                                       then newsletter_subscribers.unsubscribed_at else null end
          returning ${columns}`,
    );
    if (!row) throw new Error('the newsletter sign-up was not stored');
    return row;
  }

  async byId(id: number): Promise<SubscriberRow | null> {
    const [row] = await rows<SubscriberRow>(
      this.db,
      sql`select ${columns} from newsletter_subscribers where id = ${id}`,
    );
    return row ?? null;
  }

  /** Marks the address confirmed; true when it was not already (so the welcome mail goes once). */
  async confirm(id: number): Promise<boolean> {
    const changed = await rows<{ id: number }>(
      this.db,
      sql`update newsletter_subscribers set status = 'confirmed', confirmed_at = now(), unsubscribed_at = null
           where id = ${id} and status <> 'confirmed' returning id`,
    );
    return changed.length > 0;
  }

  async unsubscribe(id: number): Promise<void> {
    await this.db.execute(
      sql`update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now()
           where id = ${id} and status <> 'unsubscribed'`,
    );
  }
}

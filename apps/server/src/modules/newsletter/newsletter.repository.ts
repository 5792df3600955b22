import { and, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { newsletterSubscribers } from '@reelhouse/db/schema/newsletter';

export interface SubscriberRow {
  id: number;
  email: string;
  language: Language;
  status: 'pending' | 'confirmed' | 'unsubscribed';
}

const subscriber = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  language: newsletterSubscribers.language,
  status: newsletterSubscribers.status,
};

export class NewsletterRepository {
  constructor(private readonly db: Db) {}

  /**
   * The row for an address, made pending when new or when it had left; a confirmed address stays
   * as it is. The language follows the latest sign-up. SQL, because the conflict is on the
   * lower-cased address (an expression index) and the new status depends on the old one.
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
          returning id, email, language, status`,
    );
    if (!row) throw new Error('the newsletter sign-up was not stored');
    return row;
  }

  async byId(id: number): Promise<SubscriberRow | null> {
    const [row] = await this.db.select(subscriber).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    return row ?? null;
  }

  /** Marks the address confirmed; true when it was not already (so the welcome mail goes once). */
  async confirm(id: number): Promise<boolean> {
    const changed = await this.db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: sql`now()`, unsubscribedAt: null })
      .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, 'confirmed')))
      .returning({ id: newsletterSubscribers.id });
    return changed.length > 0;
  }

  async unsubscribe(id: number): Promise<void> {
    await this.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
      .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, 'unsubscribed')));
  }
}

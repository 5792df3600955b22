import type { Db } from '@reelhouse/db/database';
import { enquiries } from '@reelhouse/db/schema/contact';

export interface NewEnquiry {
  name: string;
  email: string;
  message: string;
  language: string;
  userId: number | null;
  ip: string;
}

export class EnquiriesRepository {
  constructor(private readonly db: Db) {}

  async insert(enquiry: NewEnquiry): Promise<number> {
    const [row] = await this.db.insert(enquiries).values(enquiry).returning({ id: enquiries.id });
    if (!row) throw new Error('the enquiry was not stored');
    return row.id;
  }
}

import { isIP } from 'node:net';
import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import { visits } from '@reelhouse/db/schema/engagement';

/** The privacy policy's promise: visitors' IP addresses are kept for at most a year. */
const VISIT_RETENTION_DAYS = 365;

/**
 * The visitor's address: the connection's, or the client a configured trusted proxy forwarded
 * (Fastify's `request.ip`). A relay that is itself a trusted proxy may name the address in the body;
 * from anyone else that field is ignored, so nobody can write someone else's address.
 */
export function visitorIp(request: FastifyRequest, claimed: string | undefined): string {
  const viaTrustedProxy = (request.ips?.length ?? 1) > 1;
  return viaTrustedProxy && claimed && isIP(claimed) ? claimed : request.ip;
}

export class Visits {
  constructor(private readonly db: Db) {}

  async record(visit: { ip: string; userId: number | null; userAgent: string | undefined }): Promise<void> {
    await this.db
      .insert(visits)
      .values({ ip: visit.ip, userId: visit.userId, userAgent: visit.userAgent?.slice(0, 400) });
  }

  /** Deletes visits older than the retention period; returns how many went. */
  async purgeExpired(): Promise<number> {
    const deleted = await this.db
      .delete(visits)
      .where(lt(visits.createdAt, sql`now() - make_interval(days => ${VISIT_RETENTION_DAYS})`))
      .returning({ id: visits.id });
    return deleted.length;
  }
}

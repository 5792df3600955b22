import type { FastifyInstance } from 'fastify';

/** The age ratings of the titles a member's device is listed (its age gate, PIN and profile applied). */
export async function ratingsListed(app: FastifyInstance, cookies: { rh_session: string }): Promise<string[]> {
  const answer = await app.inject({ method: 'GET', url: '/api/titles?limit=50', cookies });
  return answer.json<{ items: { rating: string }[] }>().items.map((item) => item.rating);
}

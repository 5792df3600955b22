import type { FastifyInstance } from 'fastify';

/** Signs a member in the way a browser does (code from the demo outbox); returns the session cookie. */
export async function signIn(app: FastifyInstance, mobile: string): Promise<{ rh_session: string }> {
  const headers = { host: 'tv.example', origin: 'http://tv.example' };
  await app.inject({ method: 'POST', url: '/api/create-user-mobile/', payload: { mobile }, headers });
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}` });
  const otp = /\d{6}/.exec(outbox.json<{ items: { body: string }[] }>().items[0]?.body ?? '')?.[0] ?? '';
  const response = await app.inject({
    method: 'POST',
    url: '/api/verify-user-mobile/',
    payload: { mobile, otp },
    headers,
  });
  return { rh_session: response.cookies.find((cookie) => cookie.name === 'rh_session')?.value ?? '' };
}

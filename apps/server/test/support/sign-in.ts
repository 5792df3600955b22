import type { FastifyInstance } from 'fastify';

/** Headers of a same-site browser request: cookie-carrying writes need a matching Origin. */
export const site = { host: 'tv.example', origin: 'http://tv.example' };

/**
 * An address of the test network for a viewer of this number, so that the many viewers a test
 * file signs in do not all share the per-address limits of one client.
 */
const viewerAddress = (mobile: string) => `203.0.113.${(Number(mobile.replace(/\D/g, '').slice(-3)) % 254) + 1}`;

/** Asks for a sign-in code for the number, from the viewer's own address unless `ip` says otherwise. */
export const askCode = (app: FastifyInstance, mobile: string, ip = viewerAddress(mobile)) =>
  app.inject({
    method: 'POST',
    url: '/api/create-user-mobile/',
    payload: { mobile },
    headers: site,
    remoteAddress: ip,
  });

/** The newest code the demo SMS provider kept for the number, or '' when there is none. */
export async function lastCode(app: FastifyInstance, mobile: string): Promise<string> {
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}` });
  const [message] = outbox.json<{ items: { body: string }[] }>().items;
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
}

export const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((item) => item.name === 'rh_session')?.value ?? '';

/** Signs a member in the way a browser does (code from the demo outbox); returns the session cookie. */
export async function signIn(app: FastifyInstance, mobile: string): Promise<{ rh_session: string }> {
  await askCode(app, mobile);
  const otp = await lastCode(app, mobile);
  const response = await app.inject({
    method: 'POST',
    url: '/api/verify-user-mobile/',
    payload: { mobile, otp },
    headers: site,
  });
  return { rh_session: sessionCookie(response) };
}

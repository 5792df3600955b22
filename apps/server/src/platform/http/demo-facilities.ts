import type { FastifyBaseLogger, onRequestHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * Whether a TCP peer is this machine. Only the connection's own address counts: X-Forwarded-For
 * is whatever the sender wrote, and a trusted proxy on this machine would make everyone local.
 */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.');
}

/**
 * The route hook of every demo facility that would hand out someone's secrets or decide a payment
 * (the SMS and mail outboxes, the sandbox's scripting endpoint): such a route answers a connection
 * from this machine, or anyone once the operator sets DEMO_PUBLIC=true. It runs before validation.
 */
export function demoFacilityGuard(demoPublic: boolean): onRequestHookHandler {
  return (request, _reply, done) => {
    if (demoPublic || isLoopbackPeer(request.raw.socket.remoteAddress)) {
      done();
      return;
    }
    done(
      new AppError(
        'forbidden',
        'Demo facilities answer only on the machine the server runs on. The operator can open them to every network with DEMO_PUBLIC=true.',
      ),
    );
  };
}

/** Says loudly at start that this is a demo, so nobody takes it for a live service. */
export function warnDemoFacilities(log: FastifyBaseLogger, facilities: string[], demoPublic: boolean): void {
  if (facilities.length === 0) return;
  log.warn(
    { demoFacilities: facilities, demoPublic },
    demoPublic
      ? `DEMO MODE, OPEN TO EVERY NETWORK (DEMO_PUBLIC=true): ${facilities.join(', ')}. Anyone who reaches this server can read sign-in codes and mails and approve payments.`
      : `DEMO MODE: ${facilities.join(', ')}. The outboxes and payment scripting answer only on this machine; configure SMS, SMTP and PhonePe for a live service.`,
  );
}

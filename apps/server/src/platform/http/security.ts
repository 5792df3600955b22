import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, worked out once at start. Helmet decides the headers and their
 * values (including our CSP); since none of them depend on the request, we capture them from a
 * single run of its middleware and set the same object on every answer, which costs almost
 * nothing per request (running the middleware each time halved throughput).
 */
export function securityHeaders(inlineScriptHashes: string[]): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        styleSrc: ["'self'"],
        // Pages drawn on the server carry React's `style` attributes (a card's width, a bar's
        // progress). Attributes only: a `<style>` element is still refused.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS is the TLS-terminating proxy's decision: pinning HTTPS from here would lock out plain-HTTP installs.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as never, response as never, () => undefined);
  return Object.fromEntries(headers);
}

/**
 * JSON answers and media files are never rendered as documents, so the document policies (script
 * sources, framing, cross-origin opener…) mean nothing there; OWASP's REST guidance is this short
 * set, and `default-src 'none'` still disarms a file opened on its own. Each header costs time on
 * every answer, and the API and video segments are the hot paths.
 */
export const apiSecurityHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

/**
 * Every answer carries its request id (for support and log correlation) and the security headers
 * for its kind. One synchronous hook: this runs on every request.
 */
export function registerResponseHeaders(app: FastifyInstance, inlineScriptHashes: string[]): void {
  const pageHeaders = securityHeaders(inlineScriptHashes);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isDocumentless(request.url) ? apiSecurityHeaders : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}

/** API answers and media files (images, video playlists, segments, keys): never a page. */
const isDocumentless = (url: string) => url.startsWith('/api/') || url.startsWith('/media/');

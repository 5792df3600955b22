import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import type { PublicConfig } from '@reelhouse/contracts/public-config';
import { allWebPaths } from '@reelhouse/contracts/web-routes';
import { sendProblem } from '../errors/problem-reply';
import { compressBody, sendCompressed } from './compressed-body';
import { escapeHtml, withPageMeta, type PageMetaSource } from './page-meta';

export interface WebAppOptions {
  serviceName: string;
  siteOrigin: string;
  /** Operator settings every page needs before it can draw (what `GET /api/config` answers). */
  publicConfig: PublicConfig;
  /** Link-preview tags for pages that show one item; `not_found` when the item does not exist. */
  pageMeta?: PageMetaSource;
}

export interface WebBuild {
  distDir: string;
  indexHtml: string;
  /** CSP sources (`'sha256-…'`) for the inline scripts in index.html, e.g. the theme boot script. */
  inlineScriptHashes: string[];
}

/** Reads the built web app; `null` when it has not been built (API-only runs, `npm run dev`). */
export function readWebBuild(distDir: string): WebBuild | null {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const inlineScripts = [...indexHtml.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const inlineScriptHashes = inlineScripts.map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  return { distDir, indexHtml, inlineScriptHashes };
}

/**
 * Data written into the page as JSON the app reads at start instead of asking for it: one round
 * trip fewer before the first screen. Not a script the browser runs (so CSP has nothing to
 * allow); `<` is escaped so no value can close the element.
 */
function embeddedJson(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the single-page app: hashed assets cached forever, every other file revalidated, and
 * index.html for client routes — with a 404 status for paths the web router does not know, so
 * crawlers and monitors see the truth while the person still gets the app's error page.
 */
export async function registerWebApp(app: FastifyInstance, build: WebBuild, options: WebAppOptions): Promise<void> {
  const clientRoutes = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true });
  const baseHtml = build.indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(options.serviceName)}</title>`)
    .replace('<div id="root">', () => `${embeddedJson('public-config', options.publicConfig)}<div id="root">`);
  const indexHtml = compressBody(baseHtml);
  for (const route of allWebPaths) clientRoutes.on('GET', route, () => undefined);

  await app.register(fastifyStatic, {
    root: build.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(path.join(build.distDir, 'assets') + path.sep);
      res.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendProblem(request, reply, 'route_not_found', `Nothing answers ${request.method} ${pathname}.`);
    }
    const known = clientRoutes.find('GET', pathname) !== null;
    let body = indexHtml;
    let found = known;
    if (known && options.pageMeta) {
      // The link a preview shows is the site's own (config.siteOrigin), whatever Host the request named.
      const url = new URL(request.url, options.siteOrigin);
      const meta = await options.pageMeta(url).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page preview tags unavailable');
        return null;
      });
      if (meta === 'not_found') found = false;
      else if (meta)
        body = compressBody(withPageMeta(baseHtml, meta, { serviceName: options.serviceName, url: url.href }));
    }
    return sendCompressed(
      request,
      reply
        .code(found ? 200 : 404)
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8'),
      body,
    );
  });
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import { LRUCache } from 'lru-cache';
import type { Language } from '@reelhouse/contracts/locales';
import type { PublicConfig } from '@reelhouse/contracts/public-config';
import { allWebPaths, embeddedDataIds } from '@reelhouse/contracts/web-routes';
import { sendProblem } from '../errors/problem-reply';
import { compressBody, sendCompressed, type CompressedBody } from './compressed-body';
import type { PageDrawing } from './drawn-pages';
import { embeddedJson } from './embedded-json';
import { escapeHtml, withPageMeta, type PageMetaSource } from './page-meta';

export interface WebAppOptions {
  serviceName: string;
  siteOrigin: string;
  /** Operator settings every page needs before it can draw (what `GET /api/config` answers). */
  publicConfig: PublicConfig;
  /** Link-preview tags for pages that show one item; `not_found` when the item does not exist. */
  pageMeta?: PageMetaSource;
  /** Draws visitors' pages on the server; without it the browser draws every page. */
  drawing?: PageDrawing | null;
  /** Subscribes to content changes: drawn pages kept for reuse are dropped when content changes. */
  onContentChange?: (listener: () => void) => void;
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
    .replace(
      '<div id="root">',
      () => `${embeddedJson(embeddedDataIds.publicConfig, options.publicConfig)}<div id="root">`,
    );
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

  const kept = keptPages(app, options);
  /** A known page: its preview tags, drawn on the server where it can be; not found when its item is not. */
  const pageFor = async (request: FastifyRequest): Promise<{ found: boolean; body: CompressedBody }> => {
    // The link a preview shows is the site's own (config.siteOrigin), whatever Host the request named.
    const url = new URL(request.url, options.siteOrigin);
    const meta = await options.pageMeta?.(url).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page preview tags unavailable');
      return null;
    });
    if (meta === 'not_found') return { found: false, body: indexHtml };
    const page = meta ? withPageMeta(baseHtml, meta, { serviceName: options.serviceName, url: url.href }) : null;
    const language = options.drawing?.languageFor(request);
    const drawn = language
      ? await kept.page({ url, language, page: page ?? baseHtml }).catch((error: unknown) => {
          request.log.warn({ err: error }, 'drawing a page failed: the browser draws it');
          return undefined;
        })
      : undefined;
    return { found: true, body: drawn ?? (page ? compressBody(page) : indexHtml) };
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendProblem(request, reply, 'route_not_found', `Nothing answers ${request.method} ${pathname}.`);
    }
    const known = clientRoutes.find('GET', pathname) !== null;
    const { found, body } = known ? await pageFor(request) : { found: false, body: indexHtml };
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

interface PageToDraw {
  url: URL;
  language: Language;
  /** index.html with the page's preview tags. */
  page: string;
}

/** Drawings under way at once, at most: beyond that (a flood of new addresses) the browser draws. */
const MOST_DRAWINGS = 4;

/**
 * Drawn pages, kept a minute for the next visitor (the same for every visitor, by address and
 * language) and dropped when content changes. Visitors asking for a page being drawn wait for
 * that drawing rather than starting their own; one that raced a change is sent but not kept.
 */
function keptPages(app: FastifyInstance, options: WebAppOptions) {
  const kept = new LRUCache<string, CompressedBody>({ max: 100, ttl: 60_000 });
  const underway = new Map<string, Promise<CompressedBody | undefined>>();
  let generation = 0;
  options.onContentChange?.(() => {
    generation += 1;
    kept.clear();
  });
  const draw = async (page: PageToDraw, key: string) => {
    const started = generation;
    try {
      const html = await options.drawing?.draw(app, page.url, page.language, page.page);
      // Not drawn (a page the browser draws): nothing is kept, the next visit asks again.
      const body = html ? compressBody(html) : undefined;
      if (body && started === generation) kept.set(key, body);
      return body;
    } finally {
      underway.delete(key);
    }
  };
  return {
    /** The drawn page, or `undefined` when the browser is to draw it. */
    page(page: PageToDraw): Promise<CompressedBody | undefined> {
      const key = `${page.language} ${page.url.pathname}${page.url.search}`;
      const ready = kept.get(key);
      if (ready) return Promise.resolve(ready);
      const drawing = underway.get(key);
      if (drawing) return drawing;
      if (underway.size >= MOST_DRAWINGS) return Promise.resolve(undefined);
      const started = draw(page, key);
      underway.set(key, started);
      return started;
    },
  };
}

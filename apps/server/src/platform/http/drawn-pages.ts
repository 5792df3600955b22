import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  defaultLanguage,
  htmlLangOf,
  isLanguage,
  rightToLeftLanguages,
  type Language,
} from '@reelhouse/contracts/locales';
import type { PublicConfig } from '@reelhouse/contracts/public-config';
import { SESSION_COOKIE } from '../auth/session-requests';
import { embeddedDataIds } from '@reelhouse/contracts/web-routes';
import { embeddedJson } from './embedded-json';

/** What the web build's server module answers (apps/web/server/render-page.tsx). */
interface DrawnPage {
  html: string;
  /** `<link rel="preload">`s for what the page shows first, from React. */
  hints: string;
  /** Written into the page as it is; the browser reads it (apps/web/src/shared/page-state.ts). */
  state: unknown;
  module: string;
}
type PageRenderer = (request: {
  url: URL;
  language: Language;
  fetch: typeof fetch;
  publicConfig: PublicConfig;
}) => Promise<DrawnPage | null>;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A drawn page as sent: the HTML to answer with, for this address and language. */
export interface PageDrawing {
  /**
   * The language to draw this request's page in (`?lang=`, else the one the visitor chose before,
   * else English), or `null` when it gets no drawn page: a member's pages are personal.
   */
  languageFor(request: FastifyRequest): Language | null;
  /** The page drawn into `baseHtml`, or `null` when the browser draws it. */
  draw(app: FastifyInstance, url: URL, language: Language, baseHtml: string): Promise<string | null>;
}

/**
 * Loads what drawing pages on the server needs from the web build: its server module and the
 * manifest naming each page's files. `null` when the build has none (an older or partial build):
 * every page is then drawn by the browser, as before.
 */
export async function loadPageDrawing(
  distDir: string,
  indexHtml: string,
  publicConfig: PublicConfig,
): Promise<PageDrawing | null> {
  const modulePath = path.join(distDir, '..', 'dist-ssr', 'render-page.js');
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath) || !existsSync(modulePath)) return null;
  const render = ((await import(pathToFileURL(modulePath).href)) as { renderPage: PageRenderer }).renderPage;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const shellFiles = new Set([...indexHtml.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1] ?? ''));
  // A page module's files never change while the server runs: each is worked out once.
  const filesOfModule = new Map<string, PageFiles>();
  const filesFor = (module: string) => {
    const files = filesOfModule.get(module) ?? filesOf(manifest, module, shellFiles);
    filesOfModule.set(module, files);
    return files;
  };

  return {
    languageFor(request) {
      if (request.method !== 'GET') return null;
      // Cookies are parsed only for the API's routes; a page's request reads its own.
      const cookies = request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {};
      if (cookies[SESSION_COOKIE] !== undefined) return null;
      const asked = new URL(request.url, 'http://page').searchParams.get('lang');
      const chosen = cookies[LANGUAGE_COOKIE];
      return isLanguage(asked) ? asked : isLanguage(chosen) ? chosen : defaultLanguage;
    },
    async draw(app, url, language, baseHtml) {
      const drawn = await render({ url, language, fetch: apiFetch(app), publicConfig });
      if (!drawn) return null;
      return withDrawnPage(baseHtml, drawn, language, filesFor(drawn.module));
    },
  };
}

/**
 * The page's API calls, answered in-process. Nothing of the visitor's request goes along (no
 * cookie, no address of theirs): a drawn page is the same for every visitor and may be kept.
 */
function apiFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...(init?.headers as Record<string, string> | undefined) },
    });
    return new Response(answer.rawPayload.length > 0 ? answer.rawPayload : null, {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };
}

/** The files a page's code needs beyond the shell: style sheets to link, and script modules. */
interface PageFiles {
  /** `<link rel="stylesheet">`s, so the drawn page paints styled. */
  sheets: string;
  modules: string[];
}

function filesOf(manifest: Manifest, module: string, shellFiles: ReadonlySet<string>): PageFiles {
  const scripts = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || shellFiles.has(chunk.file) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((sheet) => shellFiles.has(sheet) || sheets.add(sheet));
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return {
    sheets: [...sheets].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''),
    modules: [...scripts].map((file) => `/${file}`),
  };
}

/** index.html in a language: `<html lang dir>`, and the Bootstrap build for that direction. */
function inLanguage(html: string, language: Language): string {
  const rtl = rightToLeftLanguages.has(language);
  const page = html.replace(/<html[^>]*>/, (tag) =>
    tag
      .replace(/ lang="[^"]*"/, ` lang="${htmlLangOf[language]}"`)
      .replace(/ dir="[^"]*"/, ` dir="${rtl ? 'rtl' : 'ltr'}"`),
  );
  if (!rtl) return page;
  return page.replace(/<link id="bootstrap-css"[^>]*>/, (tag) => {
    const rtlHref = /data-rtl-href="([^"]*)"/.exec(tag)?.[1];
    return rtlHref ? tag.replace(/ href="[^"]*"/, ` href="${rtlHref}"`) : tag;
  });
}

/**
 * index.html with the drawn page in it, in the page's language, with the page's style sheets in
 * `<head>`. Its scripts are not tags here but a list that start-after-paint.js asks for once the
 * page is painted: the page is already on screen, the scripts only make it respond, and asked for
 * at once they took the bandwidth the hero picture, the style sheets and the font needed.
 */
function withDrawnPage(baseHtml: string, drawn: DrawnPage, language: Language, files: PageFiles): string {
  const shellModules: string[] = [];
  let entry = '';
  const page = inLanguage(baseHtml, language)
    .replace(/<script type="module"[^>]* src="([^"]+)"[^>]*><\/script>/, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      shellModules.push(href);
      return '';
    });
  const scripts = { entry, modules: [...shellModules, ...files.modules] };
  return (
    page
      // First in <head>, so the hero picture is asked for before the style sheets.
      .replace('<link', () => `${drawn.hints}<link`)
      .replace('</head>', () => `${files.sheets}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          embeddedJson(embeddedDataIds.pageState, drawn.state) +
          embeddedJson(embeddedDataIds.appScripts, scripts) +
          `<div id="root">${drawn.html}</div>`,
      )
  );
}

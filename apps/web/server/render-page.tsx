import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import type { Language } from '@reelhouse/contracts/locales';
import type { PublicConfig } from '@reelhouse/contracts/public-config';
import { AppProviders } from '../src/app/app-providers';
import { routes } from '../src/app/router';
import { drawnPageOf } from '../src/app/drawn-on-server';
import { setApiFetch } from '../src/shared/api/api-client';
import { publicConfigQuery } from '../src/shared/config/public-config-query';
import { i18n } from '../src/shared/i18n/i18n';
import type { PageState } from '../src/shared/page-state';
import { anonymousSession, sessionQuery } from '../src/shared/session/session-query';
import { pageQueries } from './page-queries';

export interface PageRequest {
  url: URL;
  language: Language;
  /** Answers the page's API calls (the server's own API, in-process). */
  fetch: typeof fetch;
  publicConfig: PublicConfig;
}

export interface DrawnPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** `<link rel="preload">`s React wrote for what the page shows first (its hero picture), for `<head>`. */
  hints: string;
  state: PageState;
  /** The page's source module (`src/…`), whose code the browser needs at once. */
  module: string;
}

/** Each drawing's API calls go to its own request's fetch, whatever else is being drawn meanwhile. */
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => {
  const send = requestFetch.getStore();
  if (!send) throw new Error('an API call outside a page drawing');
  return send(input, init);
});

/** Rendering again after each round of answers: a page that keeps asking after this many is left to the browser. */
const MOST_ROUNDS = 4;

/**
 * The route tree without its loaders: in the browser they start requests early in the shared
 * cache; here the drawing's own cache asks for what the page renders.
 */
function withoutLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const copy = { ...route, loader: route.loader ? () => null : undefined } as RouteObject;
    if (route.children) copy.children = withoutLoaders(route.children);
    return copy;
  });
}
const serverRoutes = withoutLoaders(routes);
const handler = createStaticHandler(serverRoutes);

/** The namespaces the drawing spoke (react-i18next notes each one asked for) and those its page loads. */
function textsUsed(texts: I18n, language: Language, loaded: readonly string[]): PageState['texts'] {
  const noted = (texts as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  const namespaces = new Set([...(noted?.getUsedNamespaces() ?? []), ...loaded]);
  const bundles = [...namespaces].map((namespace) => [
    namespace,
    texts.getResourceBundle(language, namespace) as Record<string, unknown> | undefined,
  ]);
  return Object.fromEntries(bundles.filter(([, bundle]) => bundle !== undefined));
}

/**
 * Draws a visitor's page as HTML with everything it fetched, or `null` when the page is one the
 * browser draws (not marked for the server, a redirect, an error, a page that never settles).
 */
export async function renderPage(request: PageRequest): Promise<DrawnPage | null> {
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response || context.errors) return null;
  const page = drawnPageOf(context.matches.at(-1)?.route.handle);
  if (!page) return null;

  const texts = i18n.cloneInstance({ lng: request.language });
  await texts.changeLanguage(request.language);
  // What the page's code loads with it: carried in the page, the browser takes over without them.
  await texts.loadNamespaces([...page.texts]);
  const queries = pageQueries();
  queries.client.setQueryData(publicConfigQuery.queryKey, request.publicConfig);
  queries.client.setQueryData(sessionQuery.queryKey, anonymousSession);
  const router = createStaticRouter(handler.dataRoutes, context);

  return requestFetch.run(request.fetch, async () => {
    for (let round = 0; round < MOST_ROUNDS; round += 1) {
      const { prelude } = await prerender(
        <AppProviders queryClient={queries.client} i18n={texts}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
        // One piece: React otherwise moves big parts behind inline scripts, which the CSP forbids.
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      const drawn = await new Response(prelude).text();
      if (await queries.fetchAsked()) continue;
      // React puts the resources it was asked to preload ahead of a page drawn without its <head>.
      const [, hints = '', html = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(drawn) ?? [];
      // The page in the browser has these already (the settings are written into every page).
      queries.client.removeQueries({ queryKey: publicConfigQuery.queryKey });
      const state: PageState = {
        language: request.language,
        texts: textsUsed(texts, request.language, page.texts),
        queries: dehydrate(queries.client),
        loaderData: context.loaderData,
      };
      return { html, hints, state, module: page.module };
    }
    return null;
  });
}

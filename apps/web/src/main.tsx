import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/app-providers';
import { routes } from './app/router';
import { queryClient } from './shared/api/query-client';
import { publicConfigQuery } from './shared/config/public-config-query';
import { i18n, i18nReady } from './shared/i18n/i18n';
import { pageState, type PageState } from './shared/page-state';
import { replayEarlyInput, takeEarlyInput } from './shared/early-input';
import { beginTakeOver, takeOverEverything } from './shared/ui/take-over-when-near';
import './shared/styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * Lets the browser paint and answer input before the next step of starting up: each step is a
 * task of its own rather than one long one (on a phone the steps together held the page for
 * a fifth of a second).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Loads the code of the pages the address matches, so the first render has them (no fallback). */
async function loadMatched(location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete (route as RouteObject).lazy;
    }),
  );
}

/**
 * Takes over a page the server drew: the same answers, texts and page code, so the first render
 * is the HTML already on screen and React only attaches to it. A visitor whose boot language is
 * not the one drawn in (a choice remembered only on this device) gets the page drawn afresh.
 */
async function takeOver(container: HTMLElement, drawn: PageState) {
  hydrate(queryClient, drawn.queries);
  await Promise.all([i18nReady, loadMatched(window.location)]);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: drawn.loaderData } });
  await nextTask();
  // What the visitor did meanwhile: lost with a page drawn afresh in another language, handed to
  // the app as React takes the page over otherwise.
  const early = takeEarlyInput();
  const app = (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (i18n.language !== drawn.language) {
    container.replaceChildren();
    startTransition(() => createRoot(container).render(app));
    return;
  }
  beginTakeOver();
  // Moving to another page takes over whatever of this one still waits (see TakeOverWhenNear), as
  // does input made before the app started: the visitor has begun to use the page.
  router.subscribe(takeOverEverything);
  if (early) takeOverEverything();
  startTransition(() => {
    hydrateRoot(container, app);
  });
  if (early) replayEarlyInput(early);
}

/** Draws a page the server left to the browser. */
function draw(container: HTMLElement) {
  // Start the one request the shell needs while React is still starting.
  void queryClient.prefetchQuery(publicConfigQuery);
  // A transition lets React build the first page in slices of a few milliseconds, handing the main
  // thread back in between (taps, scrolls and the browser's own work are never held up for long).
  startTransition(() =>
    createRoot(container).render(
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>,
    ),
  );
}

// Not awaited at the top level: page chunks import this module's shell, and a module that waits
// at the top level holds every importer back until it finishes.
const drawn = pageState();
if (drawn) void takeOver(root, drawn);
else draw(root);

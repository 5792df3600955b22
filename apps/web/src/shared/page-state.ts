import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@reelhouse/contracts/locales';
import { embeddedDataIds } from '@reelhouse/contracts/web-routes';

/**
 * What the server drew a page from, so the browser takes the page over without asking again: the
 * answers it fetched, the route loaders' data, and the texts in the language it drew in.
 */
export interface PageState {
  language: Language;
  texts: Record<string, Record<string, unknown>>;
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
}

let read: PageState | null | undefined;

/** The drawn page's state; `null` for a page the browser draws itself (and on the server). */
export function pageState(): PageState | null {
  if (read !== undefined) return read;
  const text = typeof document === 'undefined' ? null : document.getElementById(embeddedDataIds.pageState)?.textContent;
  read = text ? (JSON.parse(text) as PageState) : null;
  return read;
}

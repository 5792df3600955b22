import type { TextNamespace } from '../shared/i18n/i18n';

/**
 * A route handle marking a page the server draws for visitors. It names the page's source module
 * (as the build's manifest does) so the server can send that page's code along with the HTML, and
 * the text namespaces the page's code loads with it, which the drawn page then carries.
 */
export interface DrawnOnServer {
  drawnOnServer: { module: string; texts: readonly TextNamespace[] };
}

export const drawnOnServer = (module: string, texts: readonly TextNamespace[] = []): DrawnOnServer => ({
  drawnOnServer: { module, texts },
});

export function drawnPageOf(handle: unknown): DrawnOnServer['drawnOnServer'] | undefined {
  return (handle as Partial<DrawnOnServer> | undefined)?.drawnOnServer;
}

import { api } from '@reelhouse/contracts/api';
import type { AnyEndpoint, BodyOf } from '@reelhouse/contracts/endpoint';
import type { Playback, PlaybackEventsInput } from '@reelhouse/contracts/playback';
import { callApi, endpointUrl } from '../../../shared/api/api-client';

/** What to play: a title (a series starts at its first episode) or one episode. */
export type PlayTarget = { title: string } | { episode: number };

export type PlaybackEvent = PlaybackEventsInput['events'][number];

export function startPlayback(target: PlayTarget, lang: string): Promise<Playback> {
  return 'title' in target
    ? callApi(api.playback.playTitle, { params: { slug: target.title }, query: { lang } })
    : callApi(api.playback.playEpisode, { params: { id: target.episode }, query: { lang } });
}

export const renewPlayback = (streamId: string) => callApi(api.playback.heartbeat, { params: { streamId } });

/**
 * Requests that must outlive the page (leaving, reloading): `keepalive` lets the browser finish
 * them after the document is gone, where an ordinary fetch would be cancelled.
 */
const lastingRequest = (endpoint: AnyEndpoint, streamId: string, body?: unknown) =>
  fetch(endpointUrl(endpoint, { params: { streamId } }), {
    method: endpoint.method,
    keepalive: true,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  }).catch(() => undefined);

export const saveProgress = (streamId: string, position: number) =>
  lastingRequest(api.playback.progress, streamId, { position } satisfies BodyOf<typeof api.playback.progress>);

export const reportEvents = (streamId: string, events: PlaybackEvent[]) =>
  lastingRequest(api.playback.events, streamId, { events } satisfies BodyOf<typeof api.playback.events>);

export const endPlayback = (streamId: string) => lastingRequest(api.playback.end, streamId);

/** A playback URL with the newest token put in place of the one it was made with. */
export const withToken = (url: string, token: string) => url.replace(/(\/media\/hls\/\d+\/)[^/]+\//, `$1${token}/`);

export const tokenOf = (url: string) => /\/media\/hls\/\d+\/([^/]+)\//.exec(url)?.[1] ?? '';

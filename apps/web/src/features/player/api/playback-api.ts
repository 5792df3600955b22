import type { Playback, PlaybackEventsInput, PlaybackRenewal } from '@reelhouse/contracts/playback';
import { apiRequest, jsonRequest } from '../../../shared/api/api-client';

/** What to play: a title (a series starts at its first episode) or one episode. */
export type PlayTarget = { title: string } | { episode: number };

export type PlaybackEvent = PlaybackEventsInput['events'][number];

export function startPlayback(target: PlayTarget, lang: string): Promise<Playback> {
  const path =
    'title' in target
      ? `/api/titles/${encodeURIComponent(target.title)}/playback`
      : `/api/episodes/${target.episode}/playback`;
  return apiRequest<Playback>(`${path}?lang=${lang}`, jsonRequest('POST'));
}

export const renewPlayback = (streamId: string) =>
  apiRequest<PlaybackRenewal>(`/api/playback/${streamId}/heartbeat`, jsonRequest('POST'));

/**
 * Requests that must outlive the page (leaving, reloading): `keepalive` lets the browser finish
 * them after the document is gone, where an ordinary fetch would be cancelled.
 */
const lastingRequest = (path: string, method: string, body?: unknown) =>
  fetch(path, {
    method,
    keepalive: true,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  }).catch(() => undefined);

export const saveProgress = (streamId: string, position: number) =>
  lastingRequest(`/api/playback/${streamId}/progress`, 'POST', { position });

export const reportEvents = (streamId: string, events: PlaybackEvent[]) =>
  lastingRequest(`/api/playback/${streamId}/events`, 'POST', { events });

export const endPlayback = (streamId: string) => lastingRequest(`/api/playback/${streamId}`, 'DELETE');

/** A playback URL with the newest token put in place of the one it was made with. */
export const withToken = (url: string, token: string) => url.replace(/(\/media\/hls\/\d+\/)[^/]+\//, `$1${token}/`);

export const tokenOf = (url: string) => /\/media\/hls\/\d+\/([^/]+)\//.exec(url)?.[1] ?? '';

import { api } from '@reelhouse/contracts/api';
import type { Playback, PlaybackEventsInput } from '@reelhouse/contracts/playback';
import { callApi } from '../../../shared/api/api-client';

/** What to play: a title (a series starts at its first episode) or one episode. */
export type PlayTarget = { title: string } | { episode: number };

export type PlaybackEvent = PlaybackEventsInput['events'][number];

export function startPlayback(target: PlayTarget, lang: string): Promise<Playback> {
  return 'title' in target
    ? callApi(api.playback.playTitle, { params: { slug: target.title }, query: { lang } })
    : callApi(api.playback.playEpisode, { params: { id: target.episode }, query: { lang } });
}

export const renewPlayback = (streamId: string) => callApi(api.playback.heartbeat, { params: { streamId } });

// What a player says as it goes must also arrive when the viewer leaves or reloads: `keepalive`
// lets the browser finish it after the page is gone. Nothing waits for the answer, so a failure
// is let go (the next report or heartbeat says it again).
const quietly = () => undefined;

export const saveProgress = (streamId: string, position: number) =>
  callApi(api.playback.progress, { params: { streamId }, body: { position }, keepalive: true }).catch(quietly);

export const reportEvents = (streamId: string, events: PlaybackEvent[]) =>
  callApi(api.playback.events, { params: { streamId }, body: { events }, keepalive: true }).catch(quietly);

export const endPlayback = (streamId: string) =>
  callApi(api.playback.end, { params: { streamId }, keepalive: true }).catch(quietly);

/** A playback URL with the newest token put in place of the one it was made with. */
export const withToken = (url: string, token: string) => url.replace(/(\/media\/hls\/\d+\/)[^/]+\//, `$1${token}/`);

export const tokenOf = (url: string) => /\/media\/hls\/\d+\/([^/]+)\//.exec(url)?.[1] ?? '';

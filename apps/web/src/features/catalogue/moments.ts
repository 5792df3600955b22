import type { MomentHit } from '@reelhouse/contracts/catalogue';
import { playerPath } from '@reelhouse/contracts/web-routes';
import { formatTime } from '../../shared/format/format-time';

/**
 * A moment plays from a little before its line, so the line is heard in its context: two to three
 * seconds, as the player's link takes whole seconds.
 */
const LEAD_IN_SECONDS = 2;

/** The player, started just before the line is said. */
export const momentPath = (moment: MomentHit): string =>
  playerPath(
    moment.episode ? { episode: moment.episode.id } : { title: moment.title.slug },
    moment.startSeconds - LEAD_IN_SECONDS,
  );

/** Where a line is said, as a result line shows it: "Night Market · S1 E2 · 12:41". */
export function momentPlace(moment: MomentHit, say: (key: string, values?: Record<string, unknown>) => string) {
  const where = moment.episode
    ? say('search.episodeOf', {
        title: moment.title.name,
        season: moment.episode.seasonNumber,
        episode: moment.episode.number,
      })
    : moment.title.name;
  return say('search.momentAt', { where, time: formatTime(moment.startSeconds) });
}

/**
 * A moment's line under its quote: where it is said and, when the viewer's plan does not play the
 * title, that a plan is needed (the player then offers one).
 */
export function momentDetail(
  moment: MomentHit,
  say: (key: string, values?: Record<string, unknown>) => string,
  entitled: (tier: MomentHit['title']['accessTier'], rating: MomentHit['title']['rating']) => boolean | null,
): string {
  const place = momentPlace(moment, say);
  return entitled(moment.title.accessTier, moment.title.rating) === false
    ? say('search.momentNeedsPlan', { place })
    : place;
}

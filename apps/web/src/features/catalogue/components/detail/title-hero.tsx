import type { TitleDetail } from '@reelhouse/contracts/catalogue';
import { CalendarClock, Play, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useLocaleTag } from '../../../../shared/i18n/use-locale-tag';
import { genrePath } from '../../catalogue-paths';
import { formatDate, formatRuntime, formatYear } from '../../format/runtime';
import { RatingBadge } from '../../../../shared/ui/rating-badge';
import { ResponsiveImage } from '../../../../shared/ui/responsive-image';
import { AddToPlaylist, WatchlistButton } from '../../../library';
import { useResumePoint, InlinePlayer, watchIntent } from '../../../player';
import { formatTime } from '../../../../shared/format/format-time';
import { useSession, useSessionKnown } from '../../../../shared/session/session-query';
import { useEntitlement } from '../../../subscriptions';
import { ShareLinks } from '../../../../shared/ui/share-links';
import { numberFormat } from '../../../../shared/i18n/intl-formats';

/** The top of a detail page: backdrop, poster, name, the facts at a glance and the Watch button. */
export function TitleHero({ title }: { title: TitleDetail }) {
  const { t } = useTranslation('catalogue');
  const { t: common } = useTranslation();
  const { authenticated, profile } = useSession();
  const sessionKnown = useSessionKnown();
  const entitled = useEntitlement(title.accessTier, title.rating);
  const location = useLocation();
  const next = `?next=${encodeURIComponent(location.pathname + location.search)}`;
  const locale = useLocaleTag();
  const numbers = numberFormat(locale, { maximumFractionDigits: 1 });
  const seasons = title.seasons.length;
  const [watching, setWatching] = useState(false);
  const resume = useResumePoint(title.slug);
  const playable = title.status !== 'coming_soon';
  const facts = [
    title.releaseDate ? formatYear(title.releaseDate, locale) : null,
    title.runtimeMinutes ? formatRuntime(title.runtimeMinutes, locale) : null,
    seasons > 0 ? t('detail.seasonCount', { count: seasons, formatted: numbers.format(seasons) }) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <section className="title-hero">
      <ResponsiveImage
        className="title-hero__backdrop"
        image={title.backdrop}
        alt=""
        sizes="100vw"
        priority
        placeholder={{ seed: title.slug }}
      />
      <div className="title-hero__shade" aria-hidden />
      {watching && (
        <div className="container-xxl title-hero__player">
          <InlinePlayer
            target={resume?.episodeId ? { episode: resume.episodeId } : { title: title.slug }}
            onClose={() => setWatching(false)}
          />
        </div>
      )}
      <div className="container-xxl title-hero__inner">
        {title.kind !== 'video' && (
          <ResponsiveImage
            className="title-hero__poster"
            image={title.poster}
            alt={t('detail.posterAlt', { name: title.name })}
            sizes="(min-width: 992px) 280px, 40vw"
            priority
            placeholder={{ seed: title.slug, text: title.name }}
          />
        )}
        <div className="title-hero__text">
          <span className="eyebrow">{t(`kind.${title.kind}`)}</span>
          <h1 className="title-hero__name">
            {title.logo ? (
              <ResponsiveImage
                image={title.logo}
                alt={title.name}
                sizes="(min-width: 768px) 400px, 70vw"
                className="title-hero__logo"
              />
            ) : (
              title.name
            )}
          </h1>
          {title.tagline && <p className="title-hero__tagline">{title.tagline}</p>}
          <div className="title-hero__facts">
            <RatingBadge rating={title.rating} />
            {facts.map((fact) => (
              <span key={fact}>{fact}</span>
            ))}
            {title.reviews.average !== null && (
              <span className="title-hero__score">
                <Star aria-hidden size={15} fill="currentColor" />
                {t('detail.score', {
                  average: numbers.format(title.reviews.average),
                  count: title.reviews.count,
                  formatted: numbers.format(title.reviews.count),
                })}
              </span>
            )}
            <span className="title-hero__tier badge-soft">{t(`tier.${title.accessTier}`)}</span>
          </div>
          {title.genres.length > 0 && (
            <ul className="chip-list" aria-label={t('detail.genres')}>
              {title.genres.map((genre) => (
                <li key={genre.slug}>
                  <Link className="chip" to={genrePath(genre.slug)}>
                    {genre.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="title-hero__actions">
            {!playable ? (
              <span className="title-hero__soon">
                <CalendarClock aria-hidden size={18} />
                {title.availableAt
                  ? t('card.comingOn', { date: formatDate(title.availableAt, locale) })
                  : t('card.comingSoon')}
              </span>
            ) : entitled === false ? (
              // The plan does not cover it: the way to a plan, and back here after paying.
              <>
                <Link className="btn btn-accent btn-lg" to={webPaths.subscription + next}>
                  {common('restricted.subscribe')}
                </Link>
                {!authenticated && (
                  <Link className="btn btn-outline-light btn-lg" to={webPaths.login + next}>
                    {common('restricted.login')}
                  </Link>
                )}
              </>
            ) : (
              <button
                type="button"
                className="btn btn-accent btn-lg"
                {...watchIntent}
                onClick={() => setWatching(true)}
              >
                <Play aria-hidden size={18} fill="currentColor" />
                {resume ? t('detail.resume', { time: formatTime(resume.positionSeconds) }) : t('detail.watch')}
              </button>
            )}
            <WatchlistButton slug={title.slug} name={title.name} variant="hero" />
            {/* Playlists are the account's, published under the holder's name: not a kids profile's to change. */}
            {sessionKnown && !profile?.kids && <AddToPlaylist slug={title.slug} />}
            <ShareLinks title={title.name} />
          </div>
        </div>
      </div>
    </section>
  );
}

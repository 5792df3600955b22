import type { TitleDetail } from '@reelhouse/contracts/catalogue';
import { episodePath, titlePath, webPaths } from '@reelhouse/contracts/web-routes';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useTheme } from '../../../shared/theme/theme-context';
import { useTitle } from '../api/catalogue-queries';
import { DetailState } from '../components/detail/detail-state';
import { EpisodeList } from '../components/detail/season-tabs';
import { MissingItem } from '../../../shared/ui/missing-item';
import { RatingBadge } from '../../../shared/ui/rating-badge';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { formatDate, formatRuntime } from '../format/runtime';
import { InlinePlayer, watchIntent } from '../../player';
import { TitleDetailSkeleton } from './title-detail-page';
import '../components/detail/detail.css';
import './episode-page.css';

interface EpisodeAddress {
  season: number;
  episode: number;
}

/** The episodes of a title in watching order, to find one and its neighbours. */
function locate(title: TitleDetail, { season, episode }: EpisodeAddress) {
  const all = title.seasons.flatMap((item) => item.episodes.map((entry) => ({ season: item, episode: entry })));
  const index = all.findIndex((entry) => entry.season.number === season && entry.episode.number === episode);
  const found = all[index];
  if (!found) return null;
  return { ...found, previous: all[index - 1] ?? null, next: all[index + 1] ?? null };
}

function EpisodeView({ title, address }: { title: TitleDetail; address: EpisodeAddress }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const { direction } = useTheme().settings;
  const found = locate(title, address);
  const [watching, setWatching] = useState(false);
  usePageTitle(found ? `${found.episode.name} · ${title.name}` : t('common:missing.title'));
  if (!found) return <MissingItem listTo={titlePath(title.kind, title.slug)} listLabel={title.name} />;

  const { season, episode, previous, next } = found;
  const [BackIcon, ForwardIcon] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <article className="container-xxl episode-page">
      <div className="episode-page__main">
        {watching ? (
          <InlinePlayer target={{ episode: episode.id }} onClose={() => setWatching(false)} />
        ) : (
          <ResponsiveImage
            className="episode-page__still"
            image={episode.image ?? title.backdrop}
            alt=""
            sizes="(min-width: 992px) 60vw, 100vw"
            priority
          />
        )}
        <div className="episode-page__text">
          <Link className="episode-page__series" to={titlePath(title.kind, title.slug)}>
            {title.name}
          </Link>
          <span className="eyebrow">{t('episode.position', { season: season.number, episode: episode.number })}</span>
          <h1 className="episode-page__name">{episode.name}</h1>
          <div className="title-hero__facts">
            <RatingBadge rating={title.rating} />
            <span>{formatRuntime(episode.durationMinutes, locale)}</span>
            {episode.releaseDate && <span>{formatDate(episode.releaseDate, locale)}</span>}
          </div>
          {episode.description && <p className="detail-description">{episode.description}</p>}
          <div className="title-hero__actions">
            <button type="button" className="btn btn-accent btn-lg" {...watchIntent} onClick={() => setWatching(true)}>
              <Play aria-hidden size={18} fill="currentColor" />
              {t('detail.watch')}
            </button>
          </div>
          <nav className="episode-page__steps" aria-label={t('episode.steps')}>
            {previous && (
              <Link to={episodePath(title.slug, previous.season.number, previous.episode.number)} rel="prev">
                <BackIcon aria-hidden size={18} />
                {t('episode.previous')}
              </Link>
            )}
            {next && (
              <Link
                className="episode-page__next"
                to={episodePath(title.slug, next.season.number, next.episode.number)}
                rel="next"
              >
                {t('episode.next')}
                <ForwardIcon aria-hidden size={18} />
              </Link>
            )}
          </nav>
        </div>
      </div>
      <section className="detail-section" aria-labelledby="season-episodes">
        <h2 className="detail-section__title" id="season-episodes">
          {season.name || t('episode.season', { number: season.number })}
        </h2>
        <EpisodeList titleSlug={title.slug} season={season} fallbackImage={title.backdrop} current={episode.number} />
      </section>
    </article>
  );
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** /episodes?title=<series slug>&season=<n>&episode=<n>: one episode, shareable by its address. */
export function EpisodePage() {
  const { t } = useTranslation('catalogue');
  const [search] = useSearchParams();
  const slug = search.get('title') ?? '';
  const season = positive(search.get('season')) ?? 1;
  const episode = positive(search.get('episode')) ?? 1;
  const query = useTitle(slug);
  const missing = { listTo: webPaths.allSeries, listLabel: t('lists.allSeries') };

  if (!slug) return <MissingItem {...missing} />;
  // Keyed by the episode: moving to another one closes the player that was open.
  return (
    <DetailState query={query} skeleton={<TitleDetailSkeleton />} missing={missing}>
      {(title) => <EpisodeView key={`${season}:${episode}`} title={title} address={{ season, episode }} />}
    </DetailState>
  );
}

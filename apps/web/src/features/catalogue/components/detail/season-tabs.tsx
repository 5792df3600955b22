import type { ImageSet, TitleDetail } from '@reelhouse/contracts/catalogue';
import { episodePath } from '@reelhouse/contracts/web-routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleTag } from '../../../../shared/i18n/use-locale-tag';
import { useTabs } from '../../../../shared/ui/use-tabs';
import { formatRuntime } from '../../format/runtime';
import { ResponsiveImage } from '../../../../shared/ui/responsive-image';
import './season-tabs.css';

type Season = TitleDetail['seasons'][number];

interface EpisodeListProps {
  titleSlug: string;
  season: Season;
  /** Shown for episodes without a still of their own: the title's backdrop. */
  fallbackImage: ImageSet | null;
  current?: number;
}

/** One season's episodes as a list of stills with number, name, duration and synopsis. */
export function EpisodeList({ titleSlug, season, fallbackImage, current }: EpisodeListProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  return (
    <ol className="episode-list">
      {season.episodes.map((episode) => (
        <li key={episode.id}>
          <Link
            className="episode-item"
            to={episodePath(titleSlug, season.number, episode.number)}
            aria-current={episode.number === current ? 'page' : undefined}
          >
            <ResponsiveImage
              className="episode-item__image"
              image={episode.image ?? fallbackImage}
              alt=""
              sizes="(min-width: 768px) 220px, 40vw"
              placeholder={{ seed: `${titleSlug}-${episode.id}`, text: episode.name }}
            />
            <span className="episode-item__text">
              <span className="episode-item__number">{t('episode.number', { number: episode.number })}</span>
              <span className="episode-item__name">{episode.name}</span>
              <span className="title-meta">{formatRuntime(episode.durationMinutes, locale)}</span>
              {episode.description && <span className="episode-item__description">{episode.description}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * Seasons as tabs (WAI-ARIA tabs: arrow keys move between them, mirrored right to left), each
 * panel listing that season's episodes.
 */
export function SeasonTabs({
  titleSlug,
  seasons,
  fallbackImage,
}: {
  titleSlug: string;
  seasons: Season[];
  fallbackImage: ImageSet | null;
}) {
  const { t } = useTranslation('catalogue');
  const { selected, setSelected, onKeyDown, tabRef } = useTabs(seasons.length);
  const baseId = useId();

  const season = seasons[selected];
  return (
    <section className="detail-section" aria-labelledby={`${baseId}-heading`}>
      <h2 className="detail-section__title" id={`${baseId}-heading`}>
        {t('detail.episodes')}
      </h2>
      <div className="season-tabs" role="tablist" aria-label={t('detail.seasons')} onKeyDown={onKeyDown}>
        {seasons.map((item, index) => (
          <button
            key={item.number}
            ref={tabRef(index)}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="season-tabs__tab"
            onClick={() => setSelected(index)}
          >
            {item.name || t('episode.season', { number: item.number })}
          </button>
        ))}
      </div>
      {season && (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
          <EpisodeList titleSlug={titleSlug} season={season} fallbackImage={fallbackImage} />
        </div>
      )}
    </section>
  );
}

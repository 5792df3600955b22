import { useQuery } from '@tanstack/react-query';
import type { TitleCard } from '@reelhouse/contracts/catalogue';
import { playerPath } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../../../shared/api/api-client';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useContentLanguage } from '../../catalogue/api/catalogue-queries';
import { ResponsiveImage } from '../../catalogue/components/responsive-image';
import { SliderRow } from '../../catalogue/components/title-rail';
import './continue-watching-rail.css';

type StartedTitle = TitleCard & { progress: number; episodeId: number | null };

/** What the member started and has not finished, newest first; each card resumes where they stopped. */
export function ContinueWatchingRail() {
  const { t } = useTranslation('player');
  const lang = useContentLanguage();
  const locale = useLocaleTag();
  const started = useQuery({
    queryKey: ['player', 'continue-watching', lang],
    queryFn: () => apiRequest<{ items: StartedTitle[] }>(`/api/continue-watching?lang=${lang}`),
  });
  const items = started.data?.items ?? [];
  if (items.length === 0) return null;
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });

  return (
    <SliderRow
      className="slider-row--landscape"
      heading={t('continueWatching')}
      items={items}
      itemKey={(item) => item.slug}
      renderItem={(item) => (
        <Link
          className="resume-card"
          to={playerPath(item.episodeId === null ? { title: item.slug } : { episode: item.episodeId })}
        >
          <span className="resume-card__frame">
            <ResponsiveImage
              className="resume-card__image"
              image={item.backdrop ?? item.thumbnail}
              alt=""
              sizes="(min-width: 992px) 22vw, 70vw"
            />
            <span className="resume-card__bar" style={{ '--progress': item.progress } as React.CSSProperties} />
          </span>
          <span className="resume-card__name">{item.name}</span>
          <span className="resume-card__share">{t('watchedShare', { percent: percent.format(item.progress) })}</span>
        </Link>
      )}
    />
  );
}

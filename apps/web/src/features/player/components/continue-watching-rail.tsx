import { playerPath } from '@reelhouse/contracts/web-routes';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { SliderRow } from '../../../shared/ui/slider-row';
import { useContinueWatching, useForgetStartedTitle } from '../api/continue-watching';
import { numberFormat } from '../../../shared/i18n/intl-formats';
import './continue-watching-rail.css';

/** What the member started and has not finished, newest first; each card resumes where they stopped. */
export function ContinueWatchingRail() {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const started = useContinueWatching();
  const forget = useForgetStartedTitle();
  const items = started.data?.items ?? [];
  if (items.length === 0) return null;
  const percent = numberFormat(locale, { style: 'percent' });

  return (
    <SliderRow
      className="slider-row--landscape"
      heading={t('continueWatching')}
      items={items}
      itemKey={(item) => item.slug}
      renderItem={(item) => (
        <div className="resume-card">
          <Link
            className="resume-card__link"
            to={playerPath(item.episodeId === null ? { title: item.slug } : { episode: item.episodeId })}
          >
            <span className="resume-card__frame">
              <ResponsiveImage
                className="resume-card__image"
                image={item.backdrop ?? item.thumbnail}
                alt=""
                sizes="(min-width: 1200px) 22vw, (min-width: 768px) 30vw, 70vw"
              />
              <span className="resume-card__bar" style={{ '--progress': item.progress } as React.CSSProperties} />
            </span>
            <span className="resume-card__name">{item.name}</span>
            <span className="resume-card__share">{t('watchedShare', { percent: percent.format(item.progress) })}</span>
          </Link>
          <button
            type="button"
            className="card-icon-button resume-card__remove"
            aria-label={t('removeStarted', { name: item.name })}
            title={t('removeStarted', { name: item.name })}
            onClick={() => forget.mutate(item.slug)}
          >
            <X aria-hidden size={16} />
          </button>
        </div>
      )}
    />
  );
}

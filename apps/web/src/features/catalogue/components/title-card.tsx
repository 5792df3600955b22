import type { TitleCard as TitleCardData } from '@reelhouse/contracts/catalogue';
import { titlePath } from '@reelhouse/contracts/web-routes';
import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { WatchlistButton } from '../../library';
import { formatDate, formatRuntime, formatYear } from '../format/runtime';
import { RatingBadge } from '../../../shared/ui/rating-badge';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { PreviewClip } from './preview-clip';
import { useHoverPreview } from './use-previews';
import './title-card.css';

export type CardShape = 'poster' | 'landscape';

/** Card widths per breakpoint as the rails and grids lay them out, for `sizes`. */
const sizesOf: Record<CardShape, string> = {
  poster: '(min-width: 1200px) 200px, (min-width: 768px) 180px, 42vw',
  landscape: '(min-width: 1200px) 320px, (min-width: 768px) 280px, 70vw',
};

/** The line under a card's name: release year and runtime, or the date a coming title arrives. */
export function TitleMeta({ title }: { title: TitleCardData }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  if (title.status === 'coming_soon') {
    return (
      <span className="title-meta title-meta--soon">
        {title.availableAt ? t('card.comingOn', { date: formatDate(title.availableAt, locale) }) : t('card.comingSoon')}
      </span>
    );
  }
  const parts = [
    title.releaseDate ? formatYear(title.releaseDate, locale) : null,
    title.runtimeMinutes ? formatRuntime(title.runtimeMinutes, locale) : null,
  ].filter(Boolean);
  return <span className="title-meta">{parts.join(' · ')}</span>;
}

/** `note` goes under the card's meta line: why a recommendation is there. */
export function TitleCard({
  title,
  shape = 'poster',
  note,
}: {
  title: TitleCardData;
  shape?: CardShape;
  note?: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const image = shape === 'poster' ? title.poster : (title.backdrop ?? title.thumbnail);
  const preview = useHoverPreview(title.previewUrl !== null);
  return (
    <article className={`title-card title-card--${shape}`} {...preview.handlers}>
      <Link className="title-card__link" to={titlePath(title.kind, title.slug)}>
        <span className="title-card__frame">
          <ResponsiveImage
            className="title-card__image"
            image={image}
            alt=""
            sizes={sizesOf[shape]}
            placeholder={{ seed: title.slug, text: title.name }}
          />
          {preview.showing && title.previewUrl && <PreviewClip url={title.previewUrl} loop />}
          <RatingBadge rating={title.rating} className="title-card__rating" />
          {title.accessTier !== 'free' && (
            <span className="title-card__tier" title={t(`tier.${title.accessTier}`)}>
              <Crown aria-hidden size={14} />
              <span className="visually-hidden">{t(`tier.${title.accessTier}`)}</span>
            </span>
          )}
        </span>
        <span className="title-card__name">{title.name}</span>
      </Link>
      {/* Over the picture's bottom corner, but outside the link: a button may not sit in a link. */}
      <span className="title-card__overlay">
        <WatchlistButton slug={title.slug} name={title.name} variant="card" />
      </span>
      <TitleMeta title={title} />
      {note && <span className="title-card__note">{note}</span>}
    </article>
  );
}

/** The grey shape of a card while its data loads. */
export function TitleCardSkeleton({ shape = 'poster' }: { shape?: CardShape }) {
  return (
    <div className={`title-card title-card--${shape} title-card--skeleton`} aria-hidden>
      <span className="title-card__frame skeleton" />
      <span className="skeleton skeleton--text" />
      <span className="skeleton skeleton--text skeleton--short" />
    </div>
  );
}

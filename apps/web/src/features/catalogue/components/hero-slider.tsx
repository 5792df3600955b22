import type { TitleCard as TitleCardData } from '@reelhouse/contracts/catalogue';
import { playerPath, titlePath } from '@reelhouse/contracts/web-routes';
import { Info, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useTheme } from '../../../shared/theme/theme-context';
import { useResumePoint } from '../../player/api/continue-watching';
import { formatTime } from '../../player/components/format-time';
import { useEntitlement } from '../../subscriptions/api/use-entitlement';
import { RatingBadge } from './rating-badge';
import { ResponsiveImage } from './responsive-image';
import { TitleMeta } from './title-card';
import 'swiper/css';
import 'swiper/css/pagination';
import './hero-slider.css';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The big rotating banner at the top of the home and browse pages. */
export function HeroSlider({ titles, label }: { titles: readonly TitleCardData[]; label: string }) {
  const { t } = useTranslation('catalogue');
  const { direction } = useTheme().settings;
  return (
    <section className="hero-slider" aria-label={label}>
      <Swiper
        key={direction}
        dir={direction}
        modules={[A11y, Autoplay, Pagination]}
        loop={titles.length > 1}
        autoplay={
          prefersReducedMotion() ? false : { delay: 7000, pauseOnMouseEnter: true, disableOnInteraction: false }
        }
        pagination={{ clickable: true }}
        a11y={{
          enabled: true,
          paginationBulletMessage: t('slider.goTo', { index: '{{index}}' }),
          slideLabelMessage: t('slider.slideOf', { index: '{{index}}', count: '{{slidesLength}}' }),
        }}
      >
        {titles.map((title, index) => (
          <SwiperSlide key={title.slug} className="hero-slide">
            <ResponsiveImage
              className="hero-slide__image"
              image={title.backdrop}
              alt=""
              sizes="100vw"
              priority={index === 0}
            />
            <div className="hero-slide__shade" aria-hidden />
            <div className="container-xxl hero-slide__content">
              <div className="hero-slide__badges">
                <RatingBadge rating={title.rating} />
                {title.genres.slice(0, 3).map((genre) => (
                  <span className="hero-slide__genre" key={genre.slug}>
                    {genre.name}
                  </span>
                ))}
              </div>
              <h2 className="hero-slide__title">{title.name}</h2>
              {title.tagline && <p className="hero-slide__tagline">{title.tagline}</p>}
              <TitleMeta title={title} />
              <HeroActions title={title} />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

/**
 * Play (or Resume at …) straight from the banner when the viewer's plan covers the title, beside
 * the way to its page; otherwise the page is the main action.
 */
function HeroActions({ title }: { title: TitleCardData }) {
  const { t } = useTranslation('catalogue');
  const entitled = useEntitlement(title.accessTier, title.rating);
  const resume = useResumePoint(title.slug);
  const playable = title.status !== 'coming_soon' && entitled === true;
  return (
    <div className="hero-slide__actions">
      {playable && (
        <Link
          className="btn btn-accent btn-lg"
          to={playerPath(resume?.episodeId ? { episode: resume.episodeId } : { title: title.slug })}
        >
          <Play aria-hidden size={18} fill="currentColor" />
          {resume ? t('detail.resume', { time: formatTime(resume.positionSeconds) }) : t('slider.play')}
        </Link>
      )}
      <Link
        className={`btn btn-lg ${playable ? 'btn-outline-light' : 'btn-accent'}`}
        to={titlePath(title.kind, title.slug)}
      >
        <Info aria-hidden size={18} />
        {t('slider.details')}
      </Link>
    </div>
  );
}

export function HeroSliderSkeleton() {
  return (
    <div className="hero-slider hero-slider--skeleton" aria-hidden>
      <div className="container-xxl hero-slide__content">
        <span className="skeleton" style={{ width: '8rem', height: '1.2rem' }} />
        <span className="skeleton" style={{ width: 'min(28rem, 80%)', height: '2.6rem' }} />
        <span className="skeleton" style={{ width: 'min(20rem, 60%)', height: '1rem' }} />
      </div>
    </div>
  );
}

import type { HeroSlide, TitleCard as TitleCardData } from '@reelhouse/contracts/catalogue';
import { playerPath, titlePath } from '@reelhouse/contracts/web-routes';
import { Info, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTheme } from '../../../shared/theme/theme-context';
import { prefersReducedMotion } from '../../../shared/ui/reduced-motion';
import { useScrollTrack } from '../../../shared/ui/use-scroll-track';
import { useResumePoint } from '../../player';
import { formatTime } from '../../../shared/format/format-time';
import { useEntitlement } from '../../subscriptions';
import { RatingBadge } from '../../../shared/ui/rating-badge';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { PreviewClip } from './preview-clip';
import { TitleMeta } from './title-card';
import { usePreviewsWanted } from './use-previews';
import './hero-slider.css';

const AUTOPLAY_MS = 7000;
/** A slide with a preview starts it after resting this long, as streaming services' banners do. */
const PREVIEW_AFTER_MS = 3000;

/** What a slide plays muted: the title's own preview, or else its trailer. */
const clipOf = (title: HeroSlide) => title.previewUrl ?? title.trailerUrl;

/**
 * The big rotating banner at the top of the home and browse pages: one title per view on a track
 * the browser scrolls and snaps, dots to pick a slide, and a turn every few seconds unless the
 * viewer is pointing at it, working in it, or prefers less motion (the WAI-ARIA carousel pattern).
 */
export function HeroSlider({ titles, label }: { titles: readonly HeroSlide[]; label: string }) {
  const { t } = useTranslation('catalogue');
  const { direction } = useTheme().settings;
  const track = useRef<HTMLDivElement>(null);
  const { page, goTo } = useScrollTrack(track, direction);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  // Which slide's preview is shown, and which one is playing (a slide turns only once it ends).
  const [previewFor, setPreviewFor] = useState(-1);
  const [playingFor, setPlayingFor] = useState(-1);
  const previewsWanted = usePreviewsWanted();
  const clip = titles[page] ? clipOf(titles[page]) : null;

  useEffect(() => {
    if (titles.length < 2 || held.pointer || held.focus || playingFor === page || prefersReducedMotion()) return;
    const timer = window.setTimeout(() => {
      if (!document.hidden) goTo((page + 1) % titles.length);
    }, AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [titles.length, held, page, playingFor, goTo]);

  useEffect(() => {
    if (!clip || !previewsWanted) return;
    const timer = window.setTimeout(() => setPreviewFor(page), PREVIEW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [clip, previewsWanted, page]);

  return (
    <section
      className="hero-slider"
      aria-roledescription={t('slider.carousel')}
      aria-label={label}
      onPointerEnter={() => setHeld((last) => ({ ...last, pointer: true }))}
      onPointerLeave={() => setHeld((last) => ({ ...last, pointer: false }))}
      onFocus={() => setHeld((last) => ({ ...last, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((last) => ({ ...last, focus: false }));
      }}
    >
      <div className="hero-slider__track" ref={track}>
        {titles.map((title, index) => (
          <div
            key={title.slug}
            className="hero-slide"
            role="group"
            aria-roledescription={t('slider.slide')}
            aria-label={t('slider.slideOf', { index: index + 1, count: titles.length })}
            data-active={index === page ? '' : undefined}
          >
            <ResponsiveImage
              className="hero-slide__image"
              image={title.backdrop}
              alt=""
              sizes="100vw"
              priority={index === 0}
              placeholder={{ seed: title.slug }}
            />
            {clip && previewsWanted && previewFor === index && index === page && (
              <PreviewClip url={clip} onPlaying={() => setPlayingFor(index)} onEnded={() => setPlayingFor(-1)} />
            )}
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
          </div>
        ))}
      </div>
      {titles.length > 1 && (
        <div className="hero-slider__dots">
          {titles.map((title, index) => (
            <button
              key={title.slug}
              type="button"
              className="hero-slider__dot"
              aria-label={t('slider.goTo', { index: index + 1 })}
              aria-current={index === page ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
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

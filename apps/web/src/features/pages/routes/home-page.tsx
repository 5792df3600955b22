import { Languages, MonitorSmartphone, Play, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useIsolate } from '../../../shared/i18n/use-isolate';
import { upcomingPaths } from '../../../shared/navigation/upcoming-paths';
import './home-page.css';

/** Abstract "posters" for the hero backdrop, drawn by CSS, so the landing needs no images. */
const posterTiles = Array.from({ length: 24 }, (_, index) => index);

const features = [
  { key: 'anywhere', Icon: MonitorSmartphone },
  { key: 'languages', Icon: Languages },
  { key: 'plans', Icon: Sparkles },
] as const;

/** The OTT home and logged-out landing: the pitch, then the two ways in. */
export function HomePage() {
  const { t } = useTranslation();
  const isolate = useIsolate();
  const serviceName = isolate(usePublicConfig().serviceName);
  usePageTitle(null);

  return (
    <>
      <section className="landing-hero">
        <div className="landing-hero__wall" aria-hidden>
          {posterTiles.map((tile) => (
            <span key={tile} className="landing-hero__poster" data-tile={tile % 6} />
          ))}
        </div>
        <div className="landing-hero__shade" aria-hidden />
        <div className="container-xxl landing-hero__content">
          <span className="eyebrow">{t('home.eyebrow', { service: serviceName })}</span>
          <h1 className="landing-hero__title">{t('home.title')}</h1>
          <p className="landing-hero__lead">{t('home.lead')}</p>
          <div className="landing-hero__actions">
            <Link className="btn btn-accent btn-lg" to={upcomingPaths.subscription}>
              <Play aria-hidden size={18} fill="currentColor" />
              {t('home.subscribe')}
            </Link>
            <Link className="btn btn-outline-light btn-lg" to={upcomingPaths.login}>
              {t('header.login')}
            </Link>
          </div>
        </div>
      </section>

      <section className="container-xxl landing-features" aria-labelledby="landing-features-title">
        <h2 id="landing-features-title" className="visually-hidden">
          {t('home.featuresTitle', { service: serviceName })}
        </h2>
        <div className="row g-4">
          {features.map(({ key, Icon }) => (
            <div className="col-md-4" key={key}>
              <div className="landing-feature surface-card">
                <span className="landing-feature__icon">
                  <Icon aria-hidden size={26} />
                </span>
                <h3 className="landing-feature__title">{t(`home.features.${key}.title`)}</h3>
                <p className="landing-feature__body">{t(`home.features.${key}.body`)}</p>
              </div>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

import { webPaths } from '@reelhouse/contracts/web-routes';
import { Languages, MonitorSmartphone, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useIsolate } from '../../../shared/i18n/use-isolate';
import { useSession } from '../../../shared/session/session-query';
import { BrowseSections, RecommendationRails } from '../../catalogue';
import { ContinueWatchingRail } from '../../player';
import './home-page.css';

const features = [
  { key: 'anywhere', Icon: MonitorSmartphone },
  { key: 'languages', Icon: Languages },
  { key: 'plans', Icon: Sparkles },
] as const;

/** The pitch for visitors, between the first rails: why to join, and the two ways in. */
function JoinBand() {
  const { t } = useTranslation();
  const serviceName = useIsolate()(usePublicConfig().serviceName);
  return (
    <section className="join-band surface-card" aria-labelledby="join-band-title">
      <div className="join-band__intro">
        <span className="eyebrow">{t('home.eyebrow', { service: serviceName })}</span>
        <h2 id="join-band-title" className="join-band__title">
          {t('home.title')}
        </h2>
        <p className="join-band__lead">{t('home.lead')}</p>
        <div className="join-band__actions">
          <Link className="btn btn-accent btn-lg" to={webPaths.subscription}>
            {t('home.subscribe')}
          </Link>
          <Link className="btn btn-outline-light btn-lg" to={webPaths.login}>
            {t('header.login')}
          </Link>
        </div>
      </div>
      <ul className="join-band__features">
        {features.map(({ key, Icon }) => (
          <li className="join-feature" key={key}>
            <span className="join-feature__icon">
              <Icon aria-hidden size={22} />
            </span>
            <span>
              <strong className="join-feature__title">{t(`home.features.${key}.title`)}</strong>
              <span className="join-feature__body">{t(`home.features.${key}.body`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The OTT home, which is also the landing for visitors: the home banner and rails, plus the pitch. */
export function HomePage() {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  const serviceName = usePublicConfig().serviceName;
  usePageTitle(null);

  return (
    <div className="browse-page">
      <h1 className="visually-hidden">{t('home.heading', { service: serviceName })}</h1>
      <BrowseSections
        placement="home"
        sliderLabel={t('home.featured')}
        interlude={authenticated ? null : <JoinBand />}
        lead={
          authenticated ? (
            <>
              <ContinueWatchingRail />
              <RecommendationRails />
            </>
          ) : null
        }
      />
    </div>
  );
}

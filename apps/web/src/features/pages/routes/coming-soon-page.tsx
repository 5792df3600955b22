import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { countdownTo } from '../countdown';
import { dateFormat, numberFormat } from '../../../shared/i18n/intl-formats';
import './coming-soon-page.css';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/** A full-screen countdown to the launch date the operator configured (COMING_SOON_AT). */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const { comingSoonAt } = usePublicConfig();
  const target = new Date(comingSoonAt);
  const [now, setNow] = useState(() => new Date());
  const remaining = countdownTo(target, now);
  usePageTitle(t('comingSoon.title'));

  useEffect(() => {
    if (remaining.done) return;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining.done]);

  const format = numberFormat(locale, { minimumIntegerDigits: 2 });
  const launchDate = dateFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(target);

  return (
    <div className="coming-soon">
      <div className="coming-soon__glow" aria-hidden />
      <div className="coming-soon__content">
        <BrandLogo />
        {remaining.done ? (
          <>
            <h1 className="coming-soon__title">{t('comingSoon.liveTitle')}</h1>
            <p className="coming-soon__lead">{t('comingSoon.liveBody')}</p>
            <Link className="btn btn-accent btn-lg" to={webPaths.home}>
              {t('comingSoon.liveAction')}
            </Link>
          </>
        ) : (
          <>
            <span className="eyebrow">{t('comingSoon.eyebrow')}</span>
            <h1 className="coming-soon__title">{t('comingSoon.title')}</h1>
            <p className="coming-soon__lead">{t('comingSoon.body', { date: launchDate })}</p>
            <ol className="coming-soon__timer" aria-label={t('comingSoon.timeLeft')}>
              {units.map((unit) => (
                <li key={unit} className="coming-soon__unit" data-unit={unit}>
                  <span className="coming-soon__value">{format.format(remaining[unit])}</span>
                  <span className="coming-soon__label">
                    {t(`comingSoon.units.${unit}`, { count: remaining[unit] })}
                  </span>
                </li>
              ))}
            </ol>
            <Link className="btn btn-outline-light" to={webPaths.home}>
              {t('errorPage.backHome')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

import { Globe2, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useBrandValues } from '../brand-values';
import { PageBanner } from '../../../shared/ui/page-banner';
import './about-page.css';

const pillarIcons = [MonitorSmartphone, Globe2, ShieldCheck];

interface Pillar {
  title: string;
  body: string;
}

export function AboutPage() {
  const { t } = useTranslation('pages');
  const values = useBrandValues();
  const pillars = t('about.pillars', { returnObjects: true, ...values }) as Pillar[];
  const story = t('about.story', { returnObjects: true, ...values }) as string[];
  usePageTitle(t('about.title'));

  return (
    <>
      <PageBanner title={t('about.title')} lead={t('about.intro', values)} />
      <div className="container-xxl about-page">
        <div className="row gx-4 gy-5 align-items-center">
          <div className="col-lg-6">
            <span className="eyebrow">{t('about.storyEyebrow')}</span>
            <h2 className="about-page__heading">{t('about.storyTitle', values)}</h2>
            {story.map((paragraph) => (
              <p key={paragraph} className="about-page__text">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="col-lg-6">
            <div className="about-page__visual" aria-hidden>
              <div className="about-page__frame about-page__frame--back" />
              <div className="about-page__frame about-page__frame--front">
                <span className="about-page__play" />
              </div>
            </div>
          </div>
        </div>

        <div className="row g-4 about-page__pillars">
          {pillars.map((pillar, index) => {
            const Icon = pillarIcons[index % pillarIcons.length] ?? ShieldCheck;
            return (
              <div className="col-md-4" key={pillar.title}>
                <div className="surface-card about-page__pillar">
                  <span className="about-page__pillar-icon">
                    <Icon aria-hidden size={24} />
                  </span>
                  <h3>{pillar.title}</h3>
                  <p className="text-muted-rh mb-0">{pillar.body}</p>
                </div>
              </div>
            );
          })}
        </div>

        <div className="about-page__contact surface-card">
          <div>
            <h2>{t('about.contactTitle')}</h2>
            <p className="text-muted-rh mb-0">{t('about.contactBody', values)}</p>
          </div>
          <div className="d-flex flex-wrap gap-2">
            <a className="btn btn-accent" href={`mailto:${values.email}`}>
              {t('about.contactAction')}
            </a>
            <Link className="btn btn-outline-light" to={webPaths.faq}>
              {t('about.faqAction')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}

import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useSession } from '../../../shared/session/session-query';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { FooterBrand, FooterCopyright } from './footer-parts';
import { SocialLinks } from './social-links';

export function SiteFooter() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const session = useSession();
  const columns = [
    {
      title: t('footer.quickLinks'),
      // A kids profile has no account pages or plans to open.
      links: session.profile?.kids
        ? [{ to: webPaths.allMovies, label: t('footer.allMovies') }]
        : [
            { to: webPaths.allMovies, label: t('footer.allMovies') },
            session.authenticated
              ? { to: webPaths.account, label: t('footer.myAccount') }
              : { to: webPaths.login, label: t('header.login') },
            { to: webPaths.subscription, label: t('footer.subscription') },
          ],
    },
    {
      title: t('footer.company'),
      links: [
        { to: webPaths.contactUs, label: t('footer.contactUs') },
        { to: webPaths.grievance, label: t('footer.grievance') },
        { to: webPaths.privacyPolicy, label: t('nav.privacy') },
        { to: webPaths.refundPolicy, label: t('nav.refund') },
        { to: webPaths.termsOfUse, label: t('footer.termsOfUse') },
      ],
    },
    {
      title: t('footer.help'),
      links: [
        { to: webPaths.aboutUs, label: t('nav.aboutUs') },
        { to: webPaths.faq, label: t('nav.faq') },
        { to: webPaths.deleteAccount, label: t('nav.deleteAccount') },
      ],
    },
  ];

  return (
    <footer className="site-footer">
      <div className="container-xxl">
        <div className="row gy-5">
          <div className="col-lg-5">
            <FooterBrand aboutKey="footer.about">
              <SocialLinks social={config.social} />
            </FooterBrand>
          </div>
          {columns.map((column) => (
            <nav className="col-6 col-md-4 col-lg" key={column.title} aria-label={column.title}>
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {config.androidAppUrl && (
            <div className="col-6 col-md-4 col-lg">
              <h2 className="site-footer__heading">{t('footer.getTheApp')}</h2>
              <a className="btn btn-outline-light btn-sm" href={config.androidAppUrl}>
                <Smartphone aria-hidden size={16} />
                {t('header.androidApp')}
              </a>
            </div>
          )}
        </div>
      </div>
      <FooterCopyright />
    </footer>
  );
}

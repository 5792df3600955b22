import { FlaskConical, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { useIsolate } from '../../../shared/i18n/use-isolate';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import './site-footer.css';

/** Logo, a sentence about the service (i18n key taking {{service}}) and the contact address. */
export function FooterBrand({ aboutKey, children }: { aboutKey: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const isolate = useIsolate();
  return (
    <>
      <BrandLogo />
      <p className="site-footer__about">{t(aboutKey, { service: isolate(config.serviceName) })}</p>
      <a className="site-footer__contact" href={`mailto:${config.contactEmail}`}>
        <Mail aria-hidden size={18} />
        <span dir="ltr">{config.contactEmail}</span>
      </a>
      {children}
    </>
  );
}

/** The company line, and in demo mode a notice that nothing here is live. */
export function FooterCopyright() {
  const { t } = useTranslation();
  const { companyName, demoMode } = usePublicConfig();
  const isolate = useIsolate();
  return (
    <div className="site-footer__bottom">
      <div className="container-xxl site-footer__bottom-row">
        <span>{t('footer.copyright', { year: new Date().getFullYear(), company: isolate(companyName) })}</span>
        {demoMode && (
          <p className="site-footer__demo" role="note">
            <FlaskConical aria-hidden size={14} />
            <strong>{t('footer.demoMode')}</strong>
            <span>{t('footer.demoModeHint')}</span>
          </p>
        )}
      </div>
    </div>
  );
}

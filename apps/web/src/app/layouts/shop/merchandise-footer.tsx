import { Banknote, CreditCard, Landmark, Smartphone, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { NewsletterBox } from '../../../features/newsletter';
import { FooterBrand, FooterCopyright } from '../footer/footer-parts';
import './shop-layout.css';

/** The ways an order can be paid (the shop capability takes them): PhonePe (UPI, cards), transfer, cheque, cash. */
const paymentMethods = [
  { key: 'upi', Icon: Smartphone },
  { key: 'cards', Icon: CreditCard },
  { key: 'bankTransfer', Icon: Landmark },
  { key: 'cheque', Icon: Banknote },
  { key: 'cashOnDelivery', Icon: Truck },
] as const;

/** The store's footer: customer service links, the newsletter box, how to pay, and the company line. */
export function MerchandiseFooter() {
  const { t } = useTranslation();
  const service = [
    { to: webPaths.contactUs, label: t('footer.contactUs') },
    { to: webPaths.refundPolicy, label: t('nav.refund') },
    { to: webPaths.termsOfUse, label: t('footer.termsOfUse') },
    { to: webPaths.privacyPolicy, label: t('nav.privacy') },
    { to: webPaths.faq, label: t('nav.faq') },
  ];

  return (
    <footer className="site-footer merchandise-footer">
      <div className="container-xxl">
        <div className="row gy-5">
          <div className="col-lg-5">
            <FooterBrand aboutKey="shop.about" />
          </div>
          <nav className="col-md-6 col-lg-3" aria-label={t('shop.customerService')}>
            <h2 className="site-footer__heading">{t('shop.customerService')}</h2>
            <ul className="site-footer__links">
              {service.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-md-6 col-lg-4">
            <h2 className="site-footer__heading">{t('newsletter.title')}</h2>
            <p className="text-muted-rh">{t('newsletter.lead')}</p>
            <NewsletterBox source="shop" className="mb-4" />
            <h2 className="site-footer__heading">{t('shop.weAccept')}</h2>
            <ul className="payment-methods">
              {paymentMethods.map(({ key, Icon }) => (
                <li key={key} className="payment-methods__item">
                  <Icon aria-hidden size={18} />
                  {t(`shop.payment.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <FooterCopyright />
    </footer>
  );
}

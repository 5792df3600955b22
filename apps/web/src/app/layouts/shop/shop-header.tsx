import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useScrolledPast } from '../../../shared/hooks/use-scrolled-past';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { CartBadge, CartPanel } from '../header/cart-panel';
import { AccountLink, PanelButton } from '../header/header-controls';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { STICKY_AFTER_PX } from '../header/site-header';
import '../header/site-header.css';
import './shop-layout.css';

/** The merchandise store's own header: the store's name, a way back to watching, cart and account. */
export function ShopHeader() {
  const { t } = useTranslation();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const { pathname } = useLocation();
  const [cartOpenOn, setCartOpenOn] = useState<string | null>(null);

  return (
    <header className={`site-header shop-header${sticky ? ' is-sticky' : ''}`}>
      <div className="shop-header__strip">
        <div className="container-xxl">
          <Link to={webPaths.home} className="shop-header__back">
            <ArrowLeft aria-hidden size={14} className="shop-header__back-icon" />
            {t('shop.backToWatching')}
          </Link>
        </div>
      </div>
      <div className="container-xxl site-header__bar">
        <BrandLogo />
        <span className="shop-header__badge">{t('shop.store')}</span>
        <div className="site-header__actions">
          <LanguageSelect id="shop-language-select" className="d-none d-md-block" />
          <PanelButton
            label={t('header.cart')}
            panelId="cart-panel"
            open={cartOpenOn === pathname}
            onOpen={() => setCartOpenOn(pathname)}
          >
            <ShoppingBag aria-hidden size={20} />
            <CartBadge />
          </PanelButton>
          <AccountLink />
        </div>
      </div>
      <CartPanel open={cartOpenOn === pathname} onClose={() => setCartOpenOn(null)} />
    </header>
  );
}

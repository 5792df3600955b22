import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The shop's console pages: products, what is running low, categories, tags, coupons. */
export function ShopTabs() {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-tabs" aria-label={t('nav.products')}>
      <NavLink to="/admin/products" end>
        {t('products.tabs.products')}
      </NavLink>
      <NavLink to="/admin/products/low-stock">{t('products.tabs.lowStock')}</NavLink>
      <NavLink to="/admin/products/categories">{t('products.tabs.categories')}</NavLink>
      <NavLink to="/admin/products/tags">{t('products.tabs.tags')}</NavLink>
      <NavLink to="/admin/coupons">{t('products.tabs.coupons')}</NavLink>
    </nav>
  );
}

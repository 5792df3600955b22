import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The newsletter's console pages: its subscribers, and the newsletters written and sent. */
export function NewsletterTabs() {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-tabs" aria-label={t('nav.newsletter')}>
      <NavLink to="/admin/newsletter" end>
        {t('newsletter.tabs.subscribers')}
      </NavLink>
      <NavLink to="/admin/newsletter/issues">{t('newsletter.tabs.issues')}</NavLink>
    </nav>
  );
}

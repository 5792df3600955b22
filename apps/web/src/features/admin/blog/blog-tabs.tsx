import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The blog's console pages: posts, the comments waiting for moderation, authors. */
export function BlogTabs() {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-tabs" aria-label={t('nav.blog')}>
      <NavLink to="/admin/blog" end>
        {t('blog.tabs.posts')}
      </NavLink>
      <NavLink to="/admin/blog/comments">{t('blog.tabs.comments')}</NavLink>
      <NavLink to="/admin/blog/authors">{t('blog.tabs.authors')}</NavLink>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The blog's console pages: posts, the comments waiting for moderation, authors, categories, tags. */
export function BlogTabs() {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-tabs" aria-label={t('nav.blog')}>
      <NavLink to="/admin/blog" end>
        {t('blog.tabs.posts')}
      </NavLink>
      <NavLink to="/admin/blog/comments">{t('blog.tabs.comments')}</NavLink>
      <NavLink to="/admin/blog/authors">{t('blog.tabs.authors')}</NavLink>
      <NavLink to="/admin/blog/categories">{t('blog.tabs.categories')}</NavLink>
      <NavLink to="/admin/blog/tags">{t('blog.tabs.tags')}</NavLink>
    </nav>
  );
}

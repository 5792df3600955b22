import { useTranslation } from 'react-i18next';
import { VocabularyPage } from '../vocabularies/vocabulary-page';
import { BlogTabs } from './blog-tabs';

/** `/admin/blog/categories` and `/admin/blog/tags`: the blog's vocabularies (editors too). */
export function BlogVocabularyPage({ kind }: { kind: 'categories' | 'tags' }) {
  const { t } = useTranslation('admin');
  return (
    <VocabularyPage
      key={kind}
      name={kind === 'categories' ? 'blogCategories' : 'blogTags'}
      title={t(`blog.tabs.${kind}`)}
      crumbs={[{ label: t('nav.blog'), to: '/admin/blog' }]}
      tabs={<BlogTabs />}
    />
  );
}

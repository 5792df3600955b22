import { useTranslation } from 'react-i18next';
import { VocabularyPage } from '../vocabularies/vocabulary-page';
import { ShopTabs } from './shop-tabs';

/** `/admin/products/categories` and `/admin/products/tags`: the shop's vocabularies (admins). */
export function ShopVocabularyPage({ kind }: { kind: 'categories' | 'tags' }) {
  const { t } = useTranslation('admin');
  return (
    <VocabularyPage
      key={kind}
      name={kind === 'categories' ? 'shopCategories' : 'shopTags'}
      title={t(`products.tabs.${kind}`)}
      crumbs={[{ label: t('nav.products'), to: '/admin/products' }]}
      tabs={<ShopTabs />}
    />
  );
}

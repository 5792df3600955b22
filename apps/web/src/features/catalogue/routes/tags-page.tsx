import { webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { useTags } from '../api/catalogue-queries';
import { tagPath } from '../catalogue-paths';
import { TitleListing } from '../components/title-listing';
import { numberFormat } from '../../../shared/i18n/intl-formats';
import '../../../shared/styles/list-page.css';
import './genres-page.css';

/** /tags: every tag with its count; /tags?tag=<slug>: the titles carrying it. */
export function TagsPage() {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const [search] = useSearchParams();
  const slug = search.get('tag') ?? '';
  const tags = useTags();
  const tag = tags.data?.items.find((item) => item.slug === slug);
  usePageTitle(tag ? `#${tag.name}` : t('tags.title'));

  if (slug) {
    return (
      <TitleListing
        heading={tag ? `#${tag.name}` : ''}
        eyebrow={t('tags.eyebrow')}
        filters={{ tag: slug }}
        backTo={{ to: webPaths.tags, label: t('tags.all') }}
      />
    );
  }
  return (
    <div className="container-xxl list-page">
      <header className="list-page__head">
        <h1 className="list-page__title">{t('tags.title')}</h1>
      </header>
      {tags.isError && <LoadError onRetry={() => void tags.refetch()} />}
      <ul className="tag-cloud">
        {tags.data
          ? tags.data.items.map((item) => (
              <li key={item.slug}>
                <Link className="chip" to={tagPath(item.slug)}>
                  #{item.name}
                  <span className="tag-cloud__count">{numberFormat(locale).format(item.titleCount)}</span>
                </Link>
              </li>
            ))
          : Array.from({ length: 12 }, (_, index) => (
              <li key={index} aria-hidden>
                <span className="skeleton" style={{ width: '7rem', height: '2rem', borderRadius: '999px' }} />
              </li>
            ))}
      </ul>
    </div>
  );
}

import type { TitleListQuery } from '@reelhouse/contracts/catalogue';
import { titleSorts } from '@reelhouse/contracts/catalogue-values';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useTheme } from '../../../shared/theme/theme-context';
import { LoadError } from '../../../shared/ui/load-error';
import { useTitles } from '../api/catalogue-queries';
import { Pagination } from '../../../shared/ui/pagination';
import { SortSelect, useListParams } from '../../../shared/ui/sort-select';
import { TitleGrid } from './title-grid';
import { numberFormat } from '../../../shared/i18n/intl-formats';

interface TitleListingProps {
  heading: string;
  eyebrow: string;
  filters: Partial<TitleListQuery>;
  backTo: { to: string; label: string };
}

/** A titled, sortable, paged grid of every kind of title matching fixed filters (a genre, a tag). */
export function TitleListing({ heading, eyebrow, filters, backTo }: TitleListingProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const { direction } = useTheme().settings;
  const id = useId();
  const { search } = useListParams();
  const sort = titleSorts.find((value) => value === search.get('sort')) ?? 'latest';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const titles = useTitles({ ...filters, sort, page, limit: 24 });
  const BackIcon = direction === 'rtl' ? ArrowRight : ArrowLeft;

  return (
    <div className="container-xxl list-page">
      <Link className="list-page__back" to={backTo.to}>
        <BackIcon aria-hidden size={16} />
        {backTo.label}
      </Link>
      <header className="list-page__head">
        <div>
          <span className="eyebrow">{eyebrow}</span>
          <h1 className="list-page__title">
            {heading || <span className="skeleton" style={{ width: '12rem', height: '2.5rem' }} />}
          </h1>
        </div>
        <SortSelect id={`${id}-sort`} value={sort} className="list-page__sort" />
      </header>
      <p className="list-page__count" aria-live="polite">
        {titles.data &&
          (titles.data.total === 0
            ? t('filters.none')
            : t('filters.total', {
                count: titles.data.total,
                formatted: numberFormat(locale).format(titles.data.total),
              }))}
      </p>
      {titles.isError ? (
        <LoadError onRetry={() => void titles.refetch()} />
      ) : (
        <TitleGrid titles={titles.data?.items} loading={titles.isPlaceholderData} />
      )}
      {titles.data && <Pagination page={titles.data.page} totalPages={titles.data.totalPages} />}
    </div>
  );
}

import {
  accessTiers,
  titleSorts,
  ageRatings,
  type GenreType,
  type TitleKind,
  type TitleListQuery,
} from '@reelhouse/contracts/catalogue';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { useGenres, useTitles } from '../api/catalogue-queries';
import { Pagination } from '../../../shared/ui/pagination';
import { SortSelect, useListParams } from '../../../shared/ui/sort-select';
import { TitleGrid } from '../components/title-grid';
import { numberFormat } from '../../../shared/i18n/intl-formats';
import '../../../shared/styles/list-page.css';
import './catalogue-list-page.css';

const PAGE_SIZE = 24;
/** Audio languages offered as filters: the service's Indian audience first, then its interface languages. */
const audioLanguages = ['hi', 'en', 'ta', 'te', 'ml', 'kn', 'bn', 'mr', 'ar', 'fr', 'de', 'el'];

interface ListConfig {
  heading: string;
  kinds: readonly TitleKind[];
  genreType: GenreType;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

/** Reads the filters from the address, ignoring anything the API would refuse. */
function filtersFrom(search: URLSearchParams, kinds: readonly TitleKind[]): Partial<TitleListQuery> {
  const year = Number(search.get('year'));
  const page = Number(search.get('page'));
  const slug = (name: string) => {
    const value = search.get(name);
    return value && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : undefined;
  };
  return {
    kind: oneOf(kinds, search.get('kind')) ?? kinds[0],
    genre: slug('genre'),
    tag: slug('tag'),
    language: oneOf(audioLanguages, search.get('language')),
    year: Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : undefined,
    rating: oneOf(ageRatings, search.get('rating')),
    tier: oneOf(accessTiers, search.get('tier')),
    sort: oneOf(titleSorts, search.get('sort')) ?? 'latest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: PAGE_SIZE,
  };
}

/** /all-movies and /all-series: the whole list, filtered and sorted, a page at a time; the address keeps the state. */
export function CatalogueListPage({ list }: { list: 'movies' | 'series' }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const id = useId();
  const config: ListConfig =
    list === 'movies'
      ? { heading: t('lists.allMovies'), kinds: ['movie'], genreType: 'movie' }
      : { heading: t('lists.allSeries'), kinds: ['series', 'show'], genreType: 'tv-show' };
  usePageTitle(config.heading);
  const { search, set } = useListParams();
  const filters = filtersFrom(search, config.kinds);
  // Phones show the filters on demand; wider screens always show them.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = (['genre', 'language', 'year', 'rating', 'tier'] as const).filter(
    (name) => filters[name],
  ).length;
  const titles = useTitles(filters);
  const genres = useGenres(config.genreType).data?.items ?? [];
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  const count = numberFormat(locale);

  const select = (name: keyof TitleListQuery, label: string, options: { value: string; label: string }[]) => (
    <div className="list-filters__field">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="form-select form-select-sm"
        value={search.get(name) ?? ''}
        onChange={(event) => set(name, event.target.value)}
      >
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  const data = titles.data;
  const first = data ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? Math.min(data.page * data.limit, data.total) : 0;
  return (
    <div className="container-xxl list-page">
      <header className="list-page__head">
        <h1 className="list-page__title">{config.heading}</h1>
        {config.kinds.length > 1 && (
          <div className="chip-list" role="group" aria-label={t('filters.kind')}>
            {config.kinds.map((kind) => (
              <button
                key={kind}
                type="button"
                className="chip"
                aria-pressed={filters.kind === kind}
                onClick={() => set('kind', kind === config.kinds[0] ? '' : kind)}
              >
                {t(`kindPlural.${kind}`)}
              </button>
            ))}
          </div>
        )}
      </header>

      <button
        type="button"
        className="btn btn-outline-light btn-sm list-filters__toggle"
        aria-expanded={filtersOpen}
        aria-controls={`${id}-filters`}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        <SlidersHorizontal aria-hidden size={16} />
        {activeFilters > 0 ? t('filters.toggleActive', { count: activeFilters }) : t('filters.label')}
      </button>
      <form
        id={`${id}-filters`}
        data-open={filtersOpen}
        className="list-filters surface-card"
        role="search"
        aria-label={t('filters.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <SlidersHorizontal aria-hidden size={20} className="list-filters__icon" />
        {select(
          'genre',
          t('filters.genre'),
          genres.map((genre) => ({ value: genre.slug, label: genre.name })),
        )}
        {select(
          'language',
          t('filters.language'),
          audioLanguages.map((code) => ({ value: code, label: languageNames.of(code) ?? code })),
        )}
        <div className="list-filters__field">
          <label className="form-label" htmlFor={`${id}-year`}>
            {t('filters.year')}
          </label>
          <input
            id={`${id}-year`}
            className="form-control form-control-sm"
            type="number"
            inputMode="numeric"
            min={1900}
            max={2100}
            placeholder={t('filters.any')}
            defaultValue={search.get('year') ?? ''}
            key={search.get('year') ?? ''}
            onBlur={(event) => set('year', event.target.validity.valid ? event.target.value : '')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
        </div>
        {select(
          'rating',
          t('filters.rating'),
          // An option holds text only: a left-to-right isolate keeps "U/A 7+" from reading "+U/A 7" in Arabic.
          ageRatings.map((rating) => ({ value: rating, label: `\u2066${rating}\u2069` })),
        )}
        {select(
          'tier',
          t('filters.tier'),
          accessTiers.map((tier) => ({ value: tier, label: t(`tier.${tier}`) })),
        )}
        <SortSelect id={`${id}-sort`} value={filters.sort ?? 'latest'} className="list-filters__field" />
      </form>

      <p className="list-page__count" aria-live="polite">
        {data &&
          (data.total === 0
            ? t('filters.none')
            : t('filters.showing', {
                first: count.format(first),
                last: count.format(last),
                total: count.format(data.total),
              }))}
      </p>
      {titles.isError ? (
        <LoadError onRetry={() => void titles.refetch()} />
      ) : (
        <TitleGrid titles={data?.items} loading={titles.isPlaceholderData} />
      )}
      {data && <Pagination page={data.page} totalPages={data.totalPages} />}
    </div>
  );
}

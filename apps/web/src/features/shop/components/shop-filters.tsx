import type { ProductList } from '@reelhouse/contracts/shop-products';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShopTerms } from '../api/shop-queries';

const filterNames = ['category', 'tag', 'size', 'colour', 'minPrice', 'maxPrice', 'inStock'];

/** The shop's filters, kept in the address: category, tag, size, colour, price range, in stock. */
export function ShopFilters({ facets }: { facets: ProductList['facets'] | null }) {
  const { t } = useTranslation('shop');
  const [search, setSearch] = useSearchParams();
  /** Changes some filters at once; the list starts again at page 1 and the scroll stays. */
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    setSearch(next, { preventScrollReset: true });
  };
  const set = (name: string, value: string) => update({ [name]: value });
  const categories = useShopTerms('categories').data?.items ?? [];
  const tags = useShopTerms('tags').data?.items ?? [];
  const setPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const rupees = (name: string) => {
      const value = String(form.get(name) ?? '').trim();
      return /^\d+$/.test(value) ? String(Number(value) * 100) : '';
    };
    update({ minPrice: rupees('min'), maxPrice: rupees('max') });
  };
  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`shop-filter-${name}`}>
        {label}
      </label>
      <select
        id={`shop-filter-${name}`}
        className="form-select form-select-sm"
        value={search.get(name) ?? ''}
        onChange={(event) => set(name, event.target.value)}
      >
        <option value="">{t('filters.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  const active = filterNames.some((name) => search.has(name));

  return (
    <aside className="shop-filters surface-card" aria-labelledby="shop-filters-title">
      <h2 id="shop-filters-title" className="shop-filters__title">
        {t('filters.title')}
      </h2>
      {select(
        'category',
        t('filters.category'),
        categories.map((term) => ({ value: term.slug, label: `${term.name} (${term.count})` })),
      )}
      {select(
        'tag',
        t('filters.tag'),
        tags.map((term) => ({ value: term.slug, label: term.name })),
      )}
      {select(
        'size',
        t('filters.size'),
        (facets?.sizes ?? []).map((size) => ({ value: size, label: size })),
      )}
      {select(
        'colour',
        t('filters.colour'),
        (facets?.colours ?? []).map((colour) => ({
          value: colour,
          label: t(`colours.${colour}`, { defaultValue: colour }),
        })),
      )}
      <form className="mb-3" onSubmit={setPrice} key={`${search.get('minPrice')}-${search.get('maxPrice')}`}>
        <fieldset>
          <legend className="form-label fs-6">{t('filters.price')}</legend>
          <div className="d-flex gap-2">
            <input
              className="form-control form-control-sm"
              name="min"
              inputMode="numeric"
              aria-label={t('filters.min')}
              placeholder={facets ? String(Math.floor(facets.minPricePaise / 100)) : ''}
              defaultValue={search.get('minPrice') ? String(Number(search.get('minPrice')) / 100) : ''}
            />
            <input
              className="form-control form-control-sm"
              name="max"
              inputMode="numeric"
              aria-label={t('filters.max')}
              placeholder={facets ? String(Math.ceil(facets.maxPricePaise / 100)) : ''}
              defaultValue={search.get('maxPrice') ? String(Number(search.get('maxPrice')) / 100) : ''}
            />
            <button type="submit" className="btn btn-sm btn-outline-light">
              {t('filters.apply')}
            </button>
          </div>
        </fieldset>
      </form>
      <div className="form-check mb-3">
        <input
          id="shop-filter-in-stock"
          className="form-check-input"
          type="checkbox"
          checked={search.get('inStock') === 'true'}
          onChange={(event) => set('inStock', event.target.checked ? 'true' : '')}
        />
        <label className="form-check-label" htmlFor="shop-filter-in-stock">
          {t('filters.inStock')}
        </label>
      </div>
      {active && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          onClick={() => update(Object.fromEntries(filterNames.map((name) => [name, ''])))}
        >
          {t('clearFilters')}
        </button>
      )}
    </aside>
  );
}

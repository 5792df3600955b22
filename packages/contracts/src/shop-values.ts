/**
 * The shop list's plain values, apart from its schemas: the list page loads without the
 * validation library.
 */

/** The shop list's page size, as the original's "Showing 1–10 of 31 results". */
export const SHOP_PAGE_SIZE = 10;

export const productSorts = ['default', 'popularity', 'rating', 'latest', 'price-asc', 'price-desc'] as const;

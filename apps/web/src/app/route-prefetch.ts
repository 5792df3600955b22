import type { LoaderFunctionArgs } from 'react-router';
import type { Rail } from '@reelhouse/contracts/catalogue';
import { railsQuery, sliderQuery, titleQuery } from '../features/catalogue/api/catalogue-queries';
import { contentLanguageOf } from '../shared/i18n/content-language';
import { queryClient } from '../shared/api/query-client';
import { i18n } from '../shared/i18n/i18n';

/*
 * Route loaders that start a page's data and texts at the moment of navigation, while its code
 * is still loading: the page's own queries then find them in flight instead of asking only once
 * they render (a chain of code → texts → data → picture). They never hold the navigation up.
 */

/** A browse page (home, movies, TV, videos): its hero slider and rails. */
export const prefetchBrowse = (placement: Rail['placement']) => () => {
  const lang = contentLanguageOf(i18n);
  void queryClient.prefetchQuery(sliderQuery(lang, placement));
  void queryClient.prefetchQuery(railsQuery(lang, placement));
  void i18n.loadNamespaces('catalogue');
  return null;
};

/** A title's page, when its address names the title. */
export const prefetchTitle = ({ params }: LoaderFunctionArgs) => {
  if (params.slug) void queryClient.prefetchQuery(titleQuery(contentLanguageOf(i18n), params.slug));
  void i18n.loadNamespaces(['catalogue', 'shop']);
  return null;
};

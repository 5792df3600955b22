import { useParams, useSearchParams } from 'react-router';

/** Pages that show one item take it from a trailing slug or from `?slug=`, so both links work. */
export function useItemSlug(): string {
  const params = useParams();
  const [search] = useSearchParams();
  return params.slug ?? search.get('slug') ?? '';
}

import { adminApi } from '@reelhouse/contracts/admin-api';
import type { VocabularyTermInput } from '@reelhouse/contracts/vocabularies-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** The console's four vocabularies, by their endpoint groups. */
export type VocabularyName = 'shopCategories' | 'shopTags' | 'blogCategories' | 'blogTags';

const vocabularyKey = (name: VocabularyName) => ['admin', 'vocabulary', name];
/** The site's own reads of the same terms (shop filters, blog sidebar). */
const siteKey = (name: VocabularyName) => (name.startsWith('shop') ? ['shop'] : ['blog']);

export function useVocabulary(name: VocabularyName) {
  return useQuery({ queryKey: vocabularyKey(name), queryFn: () => callApi(adminApi[name].list) });
}

/** A change is read back with the vocabulary, and the site's lists that show it. */
function useVocabularyChange<V>(name: VocabularyName, change: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vocabularyKey(name) }),
        queryClient.invalidateQueries({ queryKey: siteKey(name) }),
      ]),
  });
}

/** Adds a term (`isNew`) or renames one. */
export const useSaveTerm = (name: VocabularyName) =>
  useVocabularyChange(name, ({ slug, isNew, body }: { slug: string; isNew: boolean; body: VocabularyTermInput }) =>
    isNew
      ? callApi(adminApi[name].create, { body: { ...body, slug } })
      : callApi(adminApi[name].update, { params: { slug }, body }),
  );

export const useDeleteTerm = (name: VocabularyName) =>
  useVocabularyChange(name, (slug: string) => callApi(adminApi[name].remove, { params: { slug } }));

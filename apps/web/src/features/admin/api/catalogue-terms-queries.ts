import { adminApi } from '@reelhouse/contracts/admin-api';
import type { PersonCreate, PersonListQuery, PersonPatch } from '@reelhouse/contracts/people-admin';
import type { TermCreate, TermKind, TermListQuery, TermPatch } from '@reelhouse/contracts/terms-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepPreviousPageOf } from './keep-previous-page';
import { callApi } from '../../../shared/api/api-client';

/**
 * People, genres and tags in the console. A change refreshes the console's reads (titles name their
 * genres, tags and cast; the choices lists follow too), except, when it deletes something, that
 * thing's own page: asked again it would fail before the page moves away from it. An answer that is
 * a whole page's data (`answers`) is put in place at once, so a page opened next shows it, not what
 * it cached before.
 */
function useCatalogueChange<T, R>(
  request: (input: T) => Promise<R>,
  gone?: (input: T) => readonly unknown[],
  answers?: (answer: R) => readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer, input) => {
      if (answers) queryClient.setQueryData(answers(answer), answer);
      const skipped = [gone?.(input), answers?.(answer)].filter(Boolean).map((key) => JSON.stringify(key));
      return queryClient.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => !skipped.includes(JSON.stringify(query.queryKey)),
      });
    },
  });
}

const personKey = (slug: string | null) => ['admin', 'person', slug];

export function useAdminPeople(query: PersonListQuery) {
  return useQuery({
    queryKey: ['admin', 'people', query],
    queryFn: () => callApi(adminApi.people.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPerson(slug: string | null) {
  return useQuery({
    queryKey: personKey(slug),
    queryFn: () => callApi(adminApi.people.get, { params: { slug: slug ?? '' } }),
    enabled: slug !== null,
  });
}

export const useCreatePerson = () =>
  useCatalogueChange((person: PersonCreate) => callApi(adminApi.people.create, { body: person }));
export const useUpdatePerson = (slug: string) =>
  useCatalogueChange((patch: PersonPatch) => callApi(adminApi.people.update, { params: { slug }, body: patch }));
export const useMergePerson = (slug: string) =>
  useCatalogueChange(
    (into: string) => callApi(adminApi.people.merge, { params: { slug }, body: { into } }),
    () => personKey(slug),
    (kept) => personKey(kept.slug),
  );
export const useDeletePerson = () =>
  useCatalogueChange(
    (slug: string) => callApi(adminApi.people.remove, { params: { slug } }),
    (slug) => personKey(slug),
  );
export const useSetPortrait = (slug: string) =>
  useCatalogueChange((picture: File) => callApi(adminApi.people.portrait, { params: { slug }, body: picture }));

export function useAdminTerms(kind: TermKind, query: TermListQuery) {
  return useQuery({
    queryKey: ['admin', kind, query],
    queryFn: () => callApi(adminApi[kind].list, { query }),
    placeholderData: keepPreviousPageOf(['admin', kind]),
  });
}

const usageKey = (kind: TermKind, slug: string | null) => ['admin', kind, 'usage', slug];

/** Where a genre or tag is used; asked for when deleting it is about to be confirmed. */
export function useTermUsage(kind: TermKind, slug: string | null) {
  return useQuery({
    queryKey: usageKey(kind, slug),
    queryFn: () => callApi(adminApi[kind].usage, { params: { slug: slug ?? '' } }),
    enabled: slug !== null,
  });
}

export const useCreateTerm = (kind: TermKind) =>
  useCatalogueChange((term: TermCreate) => callApi(adminApi[kind].create, { body: term }));
export const useUpdateTerm = (kind: TermKind) =>
  useCatalogueChange(({ slug, patch }: { slug: string; patch: TermPatch }) =>
    callApi(adminApi[kind].update, { params: { slug }, body: patch }),
  );
export const useMergeTerm = (kind: TermKind) =>
  useCatalogueChange(
    ({ slug, into }: { slug: string; into: string }) =>
      callApi(adminApi[kind].merge, { params: { slug }, body: { into } }),
    ({ slug }) => usageKey(kind, slug),
  );
export const useDeleteTerm = (kind: TermKind) =>
  useCatalogueChange(
    (slug: string) => callApi(adminApi[kind].remove, { params: { slug } }),
    (slug) => usageKey(kind, slug),
  );

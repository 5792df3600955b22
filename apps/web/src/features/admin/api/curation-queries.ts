import { adminApi } from '@reelhouse/contracts/admin-api';
import type { Curation, RailCreate, RailPatch, RailPreview } from '@reelhouse/contracts/curation-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

type Placement = Curation['placement'];
const curationKey = (placement: Placement) => ['admin', 'curation', placement];

/** A page's banner and rails as the console arranges them. */
export function useCuration(placement: Placement) {
  return useQuery({
    queryKey: curationKey(placement),
    queryFn: () => callApi(adminApi.curation.get, { params: { placement } }),
  });
}

/**
 * Every change answers the whole page, which replaces what the console shows. A change whose
 * outcome is known (a new order) is shown at once, before the server answers.
 */
function useCurationChange<T>(
  placement: Placement,
  request: (input: T) => Promise<Curation>,
  expected?: (current: Curation, input: T) => Curation,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (input: T) => {
      if (!expected) return;
      await queryClient.cancelQueries({ queryKey: curationKey(placement) });
      queryClient.setQueryData<Curation>(curationKey(placement), (current) => current && expected(current, input));
    },
    onSuccess: (curation) => queryClient.setQueryData(curationKey(placement), curation),
    // A refused change leaves the page as the server has it (a drag shown before it was saved goes back).
    onError: () => queryClient.invalidateQueries({ queryKey: curationKey(placement) }),
  });
}

/** Items of `list` in the order of `keys` (a list item not named is left out). */
const inOrder = <T>(list: T[], keys: readonly (string | number)[], keyOf: (item: T) => string | number) =>
  keys.flatMap((key) => list.filter((item) => keyOf(item) === key));

export const useSetSlider = (placement: Placement) =>
  useCurationChange(
    placement,
    (titles: string[]) => callApi(adminApi.curation.setSlider, { params: { placement }, body: { titles } }),
    (current, titles) => ({ ...current, slider: inOrder(current.slider, titles, (title) => title.slug) }),
  );

export const useOrderRails = (placement: Placement) =>
  useCurationChange(
    placement,
    (rails: number[]) => callApi(adminApi.curation.orderRails, { params: { placement }, body: { rails } }),
    (current, rails) => ({ ...current, rails: inOrder(current.rails, rails, (rail) => rail.id) }),
  );

export const useCreateRail = (placement: Placement) =>
  useCurationChange(placement, (rail: RailCreate) => callApi(adminApi.curation.createRail, { body: rail }));

export const useUpdateRail = (placement: Placement) =>
  useCurationChange(placement, ({ id, changes }: { id: number; changes: RailPatch }) =>
    callApi(adminApi.curation.updateRail, { params: { id }, body: changes }),
  );

export const useDeleteRail = (placement: Placement) =>
  useCurationChange(placement, (id: number) => callApi(adminApi.curation.deleteRail, { params: { id } }));

/** What a rail with these settings would show a visitor now; null settings ask nothing. */
export function useRailPreview(rail: RailPreview | null) {
  return useQuery({
    queryKey: ['admin', 'rail-preview', rail],
    queryFn: () => callApi(adminApi.curation.preview, { body: rail as RailPreview }),
    enabled: rail !== null,
    placeholderData: keepPreviousData,
  });
}

/** Titles whose name or slug matches, for picking one (the first ten). */
export function useTitleSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'title-search', q],
    queryFn: () => callApi(adminApi.titles.list, { query: { q, pageSize: 10, sort: 'name', order: 'asc' } }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

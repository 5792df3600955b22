import type { AdminTitleRow } from '@reelhouse/contracts/catalogue-admin';
import { useTranslation } from 'react-i18next';
import { useTitleSearch } from '../api/curation-queries';
import { SearchPicker, type PickerResults } from '../components/search-picker';

function useTitleResults(q: string): PickerResults<AdminTitleRow> {
  const search = useTitleSearch(q);
  return { items: search.data?.items, fetching: search.isFetching };
}

/** Finds a title by name or slug and adds it; titles already chosen are not offered again. */
export function TitlePicker({ chosen, onPick }: { chosen: readonly string[]; onPick: (title: AdminTitleRow) => void }) {
  const { t } = useTranslation('admin');
  return (
    <SearchPicker
      label={t('curation.addTitle')}
      hint={t('titles.searchHint')}
      useResults={useTitleResults}
      chosen={chosen}
      detail={(title) => title.slug}
      onPick={onPick}
    />
  );
}

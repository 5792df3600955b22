import type { AdminTerm } from '@reelhouse/contracts/terms-admin';
import { useContentLanguage } from '../../../shared/i18n/content-language';

/** A genre's or tag's name in the console's language, else in English, else its slug. */
export function useTermName(): (term: Pick<AdminTerm, 'names' | 'slug'>) => string {
  const lang = useContentLanguage();
  return (term) => term.names[lang] ?? term.names.en ?? term.slug;
}

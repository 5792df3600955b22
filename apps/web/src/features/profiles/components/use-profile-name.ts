import type { ViewerProfile } from '@reelhouse/contracts/profiles';
import { useTranslation } from 'react-i18next';

/** A profile's name as shown: the holder's unnamed profile is "You" in the reader's language (the shell's texts, so the header can say it). */
export function useProfileName() {
  const { t } = useTranslation();
  return (profile: Pick<ViewerProfile, 'name'>) => profile.name ?? t('profileMenu.you');
}

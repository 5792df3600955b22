import type { Department } from '@reelhouse/contracts/catalogue';
import { useTranslation } from 'react-i18next';

/** "Sound designer" → "sound_designer": the key of a job title among the catalogue's texts. */
export const jobKeyOf = (role: string) =>
  role
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * A credit's role as the viewer reads it. Crew roles are job titles stored in English ("Director",
 * "Sound designer"): the common ones have a translation, and a title an operator typed that has
 * none is shown as typed. An actor's role is a character's name and stays as it is.
 */
export function useCreditRole(): (department: Department, role: string) => string {
  const { t } = useTranslation('catalogue');
  return (department, role) => (department === 'acting' ? role : t(`job.${jobKeyOf(role)}`, { defaultValue: role }));
}

/** A player named in a title's links ("Reelhouse Player (data saver)"), translated when it is one we know. */
export function usePlayerLabel(): (player: string) => string {
  const { t } = useTranslation('catalogue');
  return (player) => t(`linkPlayer.${jobKeyOf(player)}`, { defaultValue: player });
}

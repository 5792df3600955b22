import { webPaths } from '@reelhouse/contracts/web-routes';
import { CircleUser, Lock, Pencil, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ProfileAvatar, useProfileName, useProfiles, useSelectProfile } from '../../../features/profiles';
import type { Session } from '@reelhouse/contracts/session';
import { useSwitchLanguage } from '../../../shared/i18n/language-select';
import { usePopover } from '../../../shared/ui/use-popover';
import { LogOutButton } from './header-controls';
import '../../../shared/ui/popover-menu.css';

/**
 * The signed-in member's menu under the avatar of the profile watching: the household's other
 * profiles (one press switches; a locked one asks its PIN on "Who's watching?"), managing them,
 * the account (not from a kids profile) and logging out.
 */
export function ProfileMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { open, setOpen, root } = usePopover();
  const menuId = useId();
  const nameOf = useProfileName();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const profiles = useProfiles(open);
  const select = useSelectProfile();
  const switchLanguage = useSwitchLanguage();
  const { profile } = session;
  const others = (profiles.data?.profiles ?? []).filter((candidate) => candidate.id !== profile?.id);
  const label = profile ? t('profileMenu.label', { name: nameOf(profile) }) : t('header.account');

  const switchTo = (id: number, locked: boolean) => {
    setOpen(false);
    if (locked) {
      const next = new URLSearchParams({ pick: String(id), next: `${pathname}${search}` });
      void navigate(`${webPaths.profiles}?${next}`);
    } else select.mutate({ id }, { onSuccess: (chosen) => switchLanguage(chosen.language) });
  };

  return (
    <div className="popover-menu profile-menu" ref={root}>
      <button
        type="button"
        className="icon-button profile-menu__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {profile ? (
          <ProfileAvatar avatar={profile.avatar} picture={profile.picture} size={30} />
        ) : (
          <CircleUser aria-hidden size={22} />
        )}
      </button>
      <ul className="popover-menu__list surface-card profile-menu__list" id={menuId} hidden={!open}>
        {others.map((other) => (
          <li key={other.id}>
            <button
              type="button"
              className="popover-menu__item"
              disabled={select.isPending}
              onClick={() => switchTo(other.id, other.locked)}
            >
              <ProfileAvatar avatar={other.avatar} picture={other.picture} size={28} />
              <bdi>{nameOf(other)}</bdi>
              {other.locked && <Lock aria-label={t('profileMenu.locked')} size={14} />}
            </button>
          </li>
        ))}
        {!profile?.kids && (
          <li>
            <Link className="popover-menu__item" to={`${webPaths.profiles}?manage=1`} onClick={() => setOpen(false)}>
              <Pencil aria-hidden size={18} />
              {t('profileMenu.manage')}
            </Link>
          </li>
        )}
        {!profile?.kids && (
          <li>
            <Link className="popover-menu__item" to={webPaths.account} onClick={() => setOpen(false)}>
              <UserRound aria-hidden size={18} />
              {t('header.account')}
            </Link>
          </li>
        )}
        <li>
          <LogOutButton className="popover-menu__item" />
        </li>
      </ul>
    </div>
  );
}

import { MAX_PROFILES, type ViewerProfile } from '@reelhouse/contracts/profiles';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { Lock, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useSwitchLanguage } from '../../../shared/i18n/language-select';
import { safeNextPath } from '../../../shared/routing/safe-next-path';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useProfiles, useSelectProfile } from '../api/profiles-queries';
import { ProfileAvatar } from '../components/profile-avatar';
import { ProfileLockForm } from '../components/profile-lock-form';
import { useProfileName } from '../components/use-profile-name';
import './profiles-page.css';

/**
 * "Who's watching?": the household's profiles, one press to watch as one (its PIN first when it
 * has a lock). With `?manage=1` the same tiles lead to each profile's settings, as far as the
 * profile watching now may change them.
 */
const withoutPick = (search: URLSearchParams) => {
  const next = new URLSearchParams(search);
  next.delete('pick');
  return next;
};

export function ProfilesPage() {
  const { t } = useTranslation('profiles');
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const manage = search.get('manage') === '1';
  usePageTitle(manage ? t('manage.title') : t('choose.title'));
  const list = useProfiles();
  const select = useSelectProfile();
  const nameOf = useProfileName();
  const switchLanguage = useSwitchLanguage();
  // `?pick=` (from the header menu) opens a locked profile's PIN prompt at once.
  const [asking, setAsking] = useState<ViewerProfile | null>(null);
  const picked = Number(search.get('pick'));

  if (list.isPending) return <PageLoading />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const { profiles, current } = list.data;
  const prompted = asking ?? profiles.find((profile) => profile.id === picked && profile.locked) ?? null;
  const watching = profiles.find((profile) => profile.id === current) ?? null;
  const holder = watching?.owner === true;
  // Watching as a profile speaks its language from then on.
  const goOn = (profile: ViewerProfile) => {
    switchLanguage(profile.language);
    void navigate(safeNextPath(search.get('next')) ?? webPaths.home, { replace: true });
  };
  const choose = (profile: ViewerProfile) => {
    if (profile.locked && profile.id !== current) setAsking(profile);
    else select.mutate({ id: profile.id }, { onSuccess: goOn });
  };
  const setManage = (on: boolean) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (on) next.set('manage', '1');
        else next.delete('manage');
        return next;
      },
      { replace: true },
    );

  return (
    <section className="profiles-page">
      <BrandLogo className="profiles-page__logo" />
      <h1 className="profiles-page__title">{manage ? t('manage.title') : t('choose.title')}</h1>
      {manage && !holder && <p className="profiles-page__note">{t('manage.holderOnly')}</p>}
      <ul className="profiles-page__grid">
        {profiles.map((profile) => {
          const editable = manage && !watching?.kids && (holder || profile.id === current);
          const tile = (
            <>
              <span className="profiles-page__avatar">
                <ProfileAvatar avatar={profile.avatar} picture={profile.picture} size={112} />
                {editable && (
                  <span className="profiles-page__edit" aria-hidden>
                    <Pencil size={28} />
                  </span>
                )}
              </span>
              <span className="profiles-page__name">
                <bdi>{nameOf(profile)}</bdi>
                {profile.locked && <Lock aria-label={t('choose.locked')} size={14} />}
              </span>
              {profile.kids && <span className="profiles-page__kids">{t('kids')}</span>}
            </>
          );
          return (
            <li key={profile.id}>
              {editable ? (
                <Link
                  className="profiles-page__tile"
                  to={webPaths.profileEdit.replace(':id', String(profile.id))}
                  aria-label={t('manage.edit', { name: nameOf(profile) })}
                >
                  {tile}
                </Link>
              ) : (
                <button
                  type="button"
                  className="profiles-page__tile"
                  disabled={manage || select.isPending}
                  aria-pressed={profile.id === current}
                  onClick={() => choose(profile)}
                >
                  {tile}
                </button>
              )}
            </li>
          );
        })}
        {manage && holder && profiles.length < MAX_PROFILES && (
          <li>
            <Link className="profiles-page__tile" to={webPaths.profileNew}>
              <span className="profiles-page__avatar profiles-page__add" aria-hidden>
                <Plus size={44} />
              </span>
              <span className="profiles-page__name">{t('manage.add')}</span>
            </Link>
          </li>
        )}
      </ul>
      {prompted && (
        <ProfileLockForm
          key={prompted.id}
          name={nameOf(prompted)}
          onCancel={() => {
            setAsking(null);
            setSearch((previous) => withoutPick(previous), { replace: true });
          }}
          onUnlock={(proof, failed) =>
            select.mutate({ id: prompted.id, ...proof }, { onSuccess: goOn, onError: failed })
          }
          pending={select.isPending}
        />
      )}
      {select.isError && !prompted && <p role="alert">{t('choose.failed')}</p>}
      {!watching?.kids && (
        <button
          type="button"
          className="btn btn-outline-light profiles-page__manage"
          onClick={() => setManage(!manage)}
        >
          {manage ? t('manage.done') : t('manage.open')}
        </button>
      )}
    </section>
  );
}

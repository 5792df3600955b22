import type { Activity } from '@reelhouse/contracts/session';
import { titlePath, webPaths } from '@reelhouse/contracts/web-routes';
import { Bookmark, ListVideo, MessageSquare, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useActivity } from '../api/account-queries';
import { describeDevice } from './device-list';
import { dateFormat } from '../../../shared/i18n/intl-formats';

const icons = { watchlist: Bookmark, review: MessageSquare, playlist: ListVideo, device: MonitorSmartphone };

function target(item: Activity): string | null {
  if (item.slug && item.titleKind) return titlePath(item.titleKind, item.slug);
  if (item.playlistId) return `${webPaths.playlist}?${new URLSearchParams({ id: item.playlistId })}`;
  return null;
}

/** The dashboard's recent activity: titles saved, reviews, playlists, new devices. */
export function RecentActivity() {
  const { t } = useTranslation('account');
  const locale = useLocaleTag();
  const activity = useActivity();
  const when = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const items = activity.data?.items;
  if (!items) return null;

  return (
    <section className="account-activity" aria-labelledby="account-activity-title">
      <h3 id="account-activity-title" className="account-form__title">
        {t('activity.title')}
      </h3>
      {items.length === 0 ? (
        <p className="text-muted-rh">{t('activity.empty')}</p>
      ) : (
        <ul className="activity-list">
          {items.map((item) => {
            const Icon = icons[item.kind];
            const link = target(item);
            const name = <bdi>{item.kind === 'device' ? describeDevice(item.name).name : item.name}</bdi>;
            return (
              <li key={`${item.kind}-${item.at}-${item.name}`} className="activity-list__item">
                <Icon aria-hidden size={18} className="activity-list__icon" />
                <span className="activity-list__text">
                  {t(`activity.${item.kind}`)} {link ? <Link to={link}>{name}</Link> : name}
                </span>
                <time className="text-muted-rh" dateTime={item.at}>
                  {when.format(new Date(item.at))}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

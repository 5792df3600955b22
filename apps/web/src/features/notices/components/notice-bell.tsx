import type { Notice } from '@reelhouse/contracts/notices';
import { episodePath, titlePath } from '@reelhouse/contracts/web-routes';
import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { usePopover } from '../../../shared/ui/use-popover';
import { useMarkNoticesRead, useNotices } from '../api/notices-queries';
import '../../../shared/ui/icon-badge.css';
import '../../../shared/ui/popover-menu.css';
import './notice-bell.css';

/**
 * The header's bell for the profile watching: new episodes of series on its My List and titles
 * on it leaving soon, the unread ones counted on the bell. Opening it reads them; they keep their
 * unread mark while it stays open, so the viewer still sees which were new.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const { open, setOpen, root } = usePopover();
  const listId = useId();
  const notices = useNotices();
  const markRead = useMarkNoticesRead();
  // The notices as they were when the bell opened: their unread marks outlive the read.
  const [shown, setShown] = useState<Notice[] | null>(null);
  const unread = notices.data?.unread ?? 0;
  const items = (open ? shown : null) ?? notices.data?.items ?? [];

  const toggle = () => {
    if (!open) {
      setShown(notices.data?.items ?? null);
      if (unread > 0) markRead.mutate();
    }
    setOpen(!open);
  };

  return (
    <div className="popover-menu notice-bell" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-label={unread > 0 ? t('notices.openUnread', { count: unread }) : t('notices.open')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <Bell aria-hidden size={20} />
        {unread > 0 && (
          <span className="icon-badge" aria-hidden>
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      <div className="popover-menu__list surface-card notice-bell__panel" id={listId} hidden={!open}>
        <h2 className="notice-bell__heading">{t('notices.heading')}</h2>
        {items.length === 0 ? (
          <p className="popover-menu__note">{t('notices.empty')}</p>
        ) : (
          <ul className="notice-bell__list">
            {items.map((notice) => (
              <li key={`${notice.kind}:${notice.episode?.id ?? notice.title.slug}`}>
                <NoticeLine notice={notice} onFollow={() => setOpen(false)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function NoticeLine({ notice, onFollow }: { notice: Notice; onFollow: () => void }) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const { title, episode } = notice;
  const to = episode ? episodePath(title.slug, episode.season, episode.number) : titlePath(title.kind, title.slug);
  const what = episode
    ? t('notices.newEpisode', { season: episode.season, number: episode.number, name: episode.name })
    : t('notices.leaving', {
        date: dateFormat(locale, { day: 'numeric', month: 'long' }).format(new Date(notice.leavingAt ?? notice.at)),
      });
  return (
    <Link
      className="popover-menu__item notice-bell__item"
      to={to}
      onClick={onFollow}
      data-unread={notice.unread || undefined}
    >
      <span className="notice-bell__picture">
        {title.thumbnail && <ResponsiveImage image={title.thumbnail} alt="" sizes="96px" />}
      </span>
      <span className="notice-bell__text">
        <bdi className="notice-bell__title">{title.name}</bdi>
        <span className="notice-bell__what">{what}</span>
      </span>
      {notice.unread && <span className="notice-bell__dot" role="img" aria-label={t('notices.unread')} />}
    </Link>
  );
}

import type { blogStatuses } from '@reelhouse/contracts/blog-values';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';

const toneOf: Record<(typeof blogStatuses)[number], StatusTone> = {
  published: 'success',
  scheduled: 'pending',
  draft: 'neutral',
};

/** Whether readers see a post: published, scheduled for later, or a draft. */
export function PostStatusBadge({ status }: { status: (typeof blogStatuses)[number] }) {
  const { t } = useTranslation('admin');
  return <StatusBadge tone={toneOf[status]}>{t(`blog.statuses.${status}`)}</StatusBadge>;
}

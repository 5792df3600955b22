import type { AdminMedia } from '@reelhouse/contracts/media-admin';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { useAdminMedia, useRetryMedia } from '../api/media-queries';
import { useToast } from '../components/toasts';
import { useByteFormat } from '../components/use-byte-format';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { numberFormat } from '../../../shared/i18n/intl-formats';

const jobTone: Record<AdminMedia['renditions'][number]['state'], StatusTone> = {
  queued: 'neutral',
  running: 'pending',
  done: 'success',
  failed: 'failure',
};

/** What the probe found in a video, what it takes on disk, and each job's state and percent, live. */
export function MediaStatus({ assetId }: { assetId: number }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const media = useAdminMedia(assetId);
  const retry = useRetryMedia();
  const bytes = useByteFormat();
  const duration = numberFormat(useLocaleTag(), { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
  if (media.isError) return <LoadError onRetry={() => void media.refetch()} />;
  if (!media.data) return <p className="text-muted-rh">{t('table.loading')}</p>;
  const { data } = media;
  const failed = [...data.renditions, data.storyboard].some((job) => job.state === 'failed');
  const jobs = [
    ...data.renditions.map((job) => ({ ...job, label: `${job.height}p` })),
    { ...data.storyboard, label: t('media.storyboard') },
  ];
  return (
    <div className="media-status">
      <dl className="media-status__probe">
        <div>
          <dt>{t('media.resolution')}</dt>
          <dd dir="ltr">
            {data.width}×{data.height}
          </dd>
        </div>
        <div>
          <dt>{t('media.duration')}</dt>
          <dd>{duration.format(data.durationSeconds)}</dd>
        </div>
        <div>
          <dt>{t('media.codecs')}</dt>
          <dd dir="ltr">{[data.videoCodec, data.audioCodec].filter(Boolean).join(' · ') || '—'}</dd>
        </div>
        <div>
          <dt>{t('media.audioTracks')}</dt>
          <dd>{data.audioTracks}</dd>
        </div>
        <div>
          <dt>{t('media.storage')}</dt>
          <dd>{bytes(data.storageBytes)}</dd>
        </div>
      </dl>
      <ul className="media-status__jobs">
        {jobs.map((job) => (
          <li key={job.label}>
            <span className="media-status__label">{job.label}</span>
            <StatusBadge tone={jobTone[job.state]}>{t(`media.state.${job.state}`)}</StatusBadge>
            <progress max={100} value={job.state === 'done' ? 100 : job.progress} aria-label={job.label} />
            <span className="media-status__percent">{job.state === 'done' ? 100 : job.progress} %</span>
            {job.reason && job.state === 'failed' && <span className="media-status__reason">{job.reason}</span>}
          </li>
        ))}
      </ul>
      {failed && (
        <button
          type="button"
          className="btn btn-sm btn-outline-light"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(assetId, {
              onSuccess: () => toast.success(t('media.retried')),
              onError: () => toast.error(t('editor.failed')),
            })
          }
        >
          <RotateCw aria-hidden size={14} />
          {t('media.retry')}
        </button>
      )}
    </div>
  );
}

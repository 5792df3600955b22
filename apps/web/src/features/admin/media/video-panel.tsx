import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoState } from '@reelhouse/contracts/catalogue-admin';
import type { VideoOwner } from '../api/media-queries';
import { MediaStatus } from './media-status';
import type { VideoTarget } from './use-video-upload';
import { VideoPreview } from './video-preview';
import { VideoUploader } from './video-uploader';
import './video-panel.css';

/**
 * A title's or an episode's video in the console: what plays now and how its making goes, the
 * player that sets its markers and the subtitles (once it can play), a replacement on its way
 * (viewers keep the current video until the new one's first quality is ready), and the upload of
 * a new file.
 */
export function VideoPanel({
  target,
  owner,
  video,
  assetId,
  nextAssetId,
}: {
  target: VideoTarget;
  owner: VideoOwner;
  video: VideoState;
  assetId: number | null;
  nextAssetId: number | null;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  // The new asset is named on the title once the upload is imported.
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['admin', 'title', target.title] }),
    [queryClient, target.title],
  );
  return (
    <div className="video-panel">
      {assetId === null ? <p className="text-muted-rh">{t('media.none')}</p> : <MediaStatus assetId={assetId} />}
      {assetId !== null && video === 'ready' && <VideoPreview key={assetId} owner={owner} />}
      {nextAssetId !== null && (
        <div className="video-panel__next">
          <h3>{t('media.replacement')}</h3>
          <p className="form-text">{t('media.replacementHint')}</p>
          <MediaStatus assetId={nextAssetId} />
        </div>
      )}
      <VideoUploader target={target} replacing={assetId !== null} onUploaded={refresh} />
    </div>
  );
}

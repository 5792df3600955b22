import type { AdminPreview } from '@reelhouse/contracts/media-admin';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { tokenOf, useHls } from '../../player';
import { usePreview, type VideoOwner } from '../api/media-queries';
import { MarkersForm } from './markers-form';
import { SubtitlesEditor } from './subtitles-editor';
import './video-preview.css';

/**
 * The console's player: the video that plays now, whatever the title's status, at every quality
 * and with its subtitles; its playhead sets the skip markers.
 */
export function VideoPreview({ owner }: { owner: VideoOwner }) {
  const { t } = useTranslation('admin');
  const preview = usePreview(owner);
  const video = useRef<HTMLVideoElement>(null);
  if (preview.isError) return <LoadError message={t('preview.failed')} onRetry={() => void preview.refetch()} />;
  if (!preview.data) return <p className="text-muted-rh">{t('table.loading')}</p>;
  return (
    <div className="video-preview">
      <h3>{t('preview.heading')}</h3>
      <p className="form-text">{t('preview.hint')}</p>
      <PreviewVideo preview={preview.data} video={video} />
      <MarkersForm owner={owner} markers={preview.data.markers} video={video} />
      <SubtitlesEditor owner={owner} tracks={preview.data.subtitles} />
    </div>
  );
}

function PreviewVideo({ preview, video }: { preview: AdminPreview; video: RefObject<HTMLVideoElement | null> }) {
  const { t } = useTranslation('admin');
  // Renewed links carry a new token for the same files: the player keeps the first address and
  // puts the newest token into each request, so a renewal never restarts the video. (The panel
  // mounts a new player when the title's video becomes another asset.)
  const [url] = useState(preview.url);
  const token = useRef(tokenOf(preview.url));
  useEffect(() => {
    token.current = tokenOf(preview.url);
  }, [preview.url]);
  const hls = useHls(video, url, { token });
  return (
    <>
      {/* The subtitles below are its tracks: the player's own menu picks one. */}
      <video ref={video} className="video-preview__video" controls playsInline preload="metadata">
        {preview.subtitles.map((track) => (
          <track key={track.lang} kind="subtitles" srcLang={track.lang} label={track.label} src={track.url} />
        ))}
      </video>
      {hls.fatal && <p className="invalid-feedback d-block">{t('preview.failed')}</p>}
    </>
  );
}

import { Pause, Play, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useByteFormat } from '../components/use-byte-format';
import { useVideoUpload, type VideoTarget } from './use-video-upload';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { numberFormat } from '../../../shared/i18n/intl-formats';

/** Why an upload was refused, in the console's words (the server's code is the key). */
const failureKeys: Record<string, string> = {
  not_a_video: 'media.notAVideo',
  payload_too_large: 'media.tooLarge',
  not_found: 'media.noTarget',
};

/**
 * Choosing a video file and sending it, resumably: progress with speed and time left, pause and
 * resume; uploads this browser left unfinished for the same title or episode are listed, and
 * continue where they stopped when the same file is chosen again.
 */
export function VideoUploader({
  target,
  replacing,
  onUploaded,
}: {
  target: VideoTarget;
  replacing: boolean;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('admin');
  const picker = useRef<HTMLInputElement>(null);
  const { state, unfinished, start, pause, resume } = useVideoUpload(target, onUploaded);
  const bytes = useByteFormat();
  const locale = useLocaleTag();
  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const secondsLeft = state.speed > 0 ? Math.ceil((state.total - state.sent) / state.speed) : null;
  const left =
    secondsLeft === null
      ? null
      : numberFormat(locale, {
          style: 'unit',
          unit: secondsLeft >= 120 ? 'minute' : 'second',
          maximumFractionDigits: 0,
        }).format(secondsLeft >= 120 ? secondsLeft / 60 : secondsLeft);
  const busy = state.phase === 'uploading' || state.phase === 'paused' || state.phase === 'checking';

  return (
    <div className="video-uploader">
      {!busy && (
        <>
          <button type="button" className="btn btn-accent" onClick={() => picker.current?.click()}>
            <Upload aria-hidden size={16} />
            {t(replacing ? 'media.replace' : 'media.upload')}
          </button>
          <input
            ref={picker}
            type="file"
            accept="video/*"
            tabIndex={-1}
            aria-hidden
            className="visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void start(file);
              event.target.value = '';
            }}
          />
          {replacing && <p className="form-text">{t('media.replaceHint')}</p>}
        </>
      )}
      {!busy && unfinished.length > 0 && (
        <ul className="video-uploader__unfinished">
          {unfinished.map((previous) => (
            <li key={previous.urlStorageKey}>
              {t('media.unfinished', {
                file: previous.metadata.filename ?? '—',
                size: previous.size === null ? '—' : bytes(previous.size),
              })}
            </li>
          ))}
        </ul>
      )}
      {state.phase !== 'idle' && (
        <div className="video-uploader__progress" role="status">
          <div className="video-uploader__line">
            <span dir="auto">{state.fileName}</span>
            <span>
              {bytes(state.sent)} / {bytes(state.total)} · {percent} %
            </span>
          </div>
          <progress max={100} value={percent} aria-label={t('media.uploading')} />
          <div className="video-uploader__line">
            <span>
              {state.phase === 'uploading' &&
                (state.speed > 0
                  ? t('media.speed', { speed: `${bytes(state.speed)}/s`, left: left ?? '—' })
                  : t('media.uploading'))}
              {state.phase === 'paused' && t('media.paused')}
              {state.phase === 'checking' && t('media.checking')}
              {state.phase === 'done' && t('media.uploaded')}
              {state.phase === 'failed' && t(failureKeys[state.failure ?? ''] ?? 'media.failed')}
            </span>
            {state.phase === 'uploading' && (
              <button type="button" className="btn btn-sm btn-outline-light" onClick={pause}>
                <Pause aria-hidden size={14} />
                {t('media.pause')}
              </button>
            )}
            {(state.phase === 'paused' || (state.phase === 'failed' && state.failure === 'upload_failed')) && (
              <button type="button" className="btn btn-sm btn-outline-light" onClick={resume}>
                <Play aria-hidden size={14} className="admin-flip" />
                {t('media.resume')}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

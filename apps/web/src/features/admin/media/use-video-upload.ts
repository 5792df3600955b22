import { useCallback, useEffect, useRef, useState } from 'react';
import type { DetailedError, PreviousUpload, Upload } from 'tus-js-client';

/** What a video is for: a title (movies, videos) or one episode of a series. */
export interface VideoTarget {
  title: string;
  season?: number;
  episode?: number;
}

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'checking' | 'done' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  fileName: string | null;
  sent: number;
  total: number;
  /** Bytes a second, smoothed over the last few seconds. */
  speed: number;
  /** Why it failed: the server's error code when it gave one (`not_a_video`, `payload_too_large`…). */
  failure: string | null;
}

const idle: UploadState = { phase: 'idle', fileName: null, sent: 0, total: 0, speed: 0, failure: null };
const ENDPOINT = '/api/admin/uploads';
/** Parts of 8 MB: a dropped connection loses at most one part's progress. */
const CHUNK_BYTES = 8 * 1024 * 1024;

const metadataOf = (target: VideoTarget, file: File) => ({
  title: target.title,
  ...(target.season !== undefined && { season: String(target.season), episode: String(target.episode) }),
  filename: file.name,
  filetype: file.type || 'video/mp4',
});
const sameTarget = (metadata: Record<string, string>, target: VideoTarget) =>
  metadata.title === target.title &&
  (metadata.season ?? '') === (target.season === undefined ? '' : String(target.season)) &&
  (metadata.episode ?? '') === (target.episode === undefined ? '' : String(target.episode));

/** The server's error code in a refused tus request (its body is a problem document). */
function failureOf(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  try {
    return (JSON.parse(body ?? '') as { code?: string }).code ?? 'upload_failed';
  } catch {
    return 'upload_failed';
  }
}

/**
 * A resumable upload of one video (the tus protocol, tus-js-client loaded when first needed): its
 * progress, speed and time left, pause and resume, and the uploads this browser left unfinished
 * for the same title or episode, which continue where they stopped once the same file is chosen.
 */
export function useVideoUpload(target: VideoTarget, onUploaded: () => void) {
  const [state, setState] = useState<UploadState>(idle);
  const [unfinished, setUnfinished] = useState<PreviousUpload[]>([]);
  const upload = useRef<Upload | null>(null);
  const sample = useRef({ at: 0, sent: 0 });
  const { title, season, episode } = target;

  useEffect(() => {
    let current = true;
    void import('tus-js-client').then(async (tus) => {
      const stored = await tus.defaultOptions.urlStorage.findAllUploads();
      if (current)
        setUnfinished(stored.filter((previous) => sameTarget(previous.metadata, { title, season, episode })));
    });
    return () => {
      current = false;
      void upload.current?.abort();
    };
  }, [title, season, episode]);

  const start = useCallback(
    async (file: File) => {
      const tus = await import('tus-js-client');
      sample.current = { at: performance.now(), sent: 0 };
      setState({ ...idle, phase: 'uploading', fileName: file.name, total: file.size });
      const next = new tus.Upload(file, {
        endpoint: ENDPOINT,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
        metadata: metadataOf({ title, season, episode }, file),
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => {
          const now = performance.now();
          const elapsed = (now - sample.current.at) / 1000;
          setState((shown) => {
            if (elapsed < 0.5 && sent < total) return { ...shown, sent, total };
            const rate = elapsed > 0 ? (sent - sample.current.sent) / elapsed : 0;
            sample.current = { at: now, sent };
            const speed = shown.speed === 0 ? rate : shown.speed * 0.6 + rate * 0.4;
            return { ...shown, sent, total, speed, phase: sent >= total ? 'checking' : shown.phase };
          });
        },
        onSuccess: () => {
          setState((shown) => ({ ...shown, phase: 'done' }));
          setUnfinished((left) => left.filter((previous) => previous.metadata.filename !== file.name));
          onUploaded();
        },
        onError: (error) => setState((shown) => ({ ...shown, phase: 'failed', failure: failureOf(error) })),
      });
      upload.current = next;
      const [previous] = await next.findPreviousUploads();
      if (previous) next.resumeFromPreviousUpload(previous);
      next.start();
    },
    [title, season, episode, onUploaded],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    setState((shown) => ({ ...shown, phase: 'paused', speed: 0 }));
  }, []);
  const resume = useCallback(() => {
    sample.current = { at: performance.now(), sent: state.sent };
    setState((shown) => ({ ...shown, phase: 'uploading' }));
    upload.current?.start();
  }, [state.sent]);

  return { state, unfinished, start, pause, resume };
}

import { useEffect, useRef, useState } from 'react';
import './preview-clip.css';

/**
 * A title's short muted clip over its picture: it fades in once it really plays (a browser that
 * refuses to autoplay leaves the picture as it was) and out when it ends. Decorative: the title's
 * page and the player have the real thing.
 */
export function PreviewClip({
  url,
  className,
  loop = false,
  onPlaying,
  onEnded,
}: {
  url: string;
  className?: string;
  loop?: boolean;
  onPlaying?: () => void;
  onEnded?: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Set as a property before play(): autoplay is allowed for muted video only.
    element.muted = true;
    element.play().catch(() => undefined);
  }, [url]);
  return (
    <video
      ref={video}
      className={`preview-clip ${className ?? ''}`}
      data-playing={playing ? '' : undefined}
      src={url}
      muted
      loop={loop}
      playsInline
      preload="auto"
      disablePictureInPicture
      aria-hidden
      tabIndex={-1}
      onPlaying={() => {
        setPlaying(true);
        onPlaying?.();
      }}
      onEnded={() => {
        setPlaying(false);
        onEnded?.();
      }}
    />
  );
}

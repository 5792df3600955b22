import { useEffect, useRef, type RefObject } from 'react';

export interface ShortcutActions {
  togglePlay: () => void;
  seekBy: (seconds: number) => void;
  toggleFullscreen: () => void;
  toggleMute: () => void;
  toggleSubtitles: () => void;
}

/**
 * The keys video sites share: space or k to play and pause, ← and → ten seconds back and on
 * (time runs left to right in every language), f fullscreen, m mute, c subtitles. Page-wide for
 * the full-screen player (`scope` null), else only while focus is inside `scope`. Keys typed into
 * fields, and space on a focused button (which presses it), are left alone.
 */
export function usePlayerShortcuts(scope: RefObject<HTMLElement | null> | null, actions: ShortcutActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const target: HTMLElement | Window | null = scope ? scope.current : window;
    if (!target) return;
    const onKey = (event: Event) => {
      const key = event as KeyboardEvent;
      if (key.altKey || key.ctrlKey || key.metaKey) return;
      const element = key.target as HTMLElement;
      if (element.closest('input, textarea, select, [contenteditable="true"]')) return;
      const run = {
        ' ': element.closest('button, a') ? null : latest.current.togglePlay,
        k: latest.current.togglePlay,
        ArrowLeft: () => latest.current.seekBy(-10),
        ArrowRight: () => latest.current.seekBy(10),
        f: latest.current.toggleFullscreen,
        m: latest.current.toggleMute,
        c: latest.current.toggleSubtitles,
      }[key.key.length === 1 ? key.key.toLowerCase() : key.key];
      if (!run) return;
      key.preventDefault();
      run();
    };
    target.addEventListener('keydown', onKey);
    return () => target.removeEventListener('keydown', onKey);
  }, [scope]);
}

import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Inlines a small script of `src/` into index.html where it must run (`boot.js` first in <body>,
 * before the first paint; `start-after-paint.js` last). Inline means no extra request; the server
 * allows each in its CSP by hash.
 */
export function inlineScript(file: URL, injectTo: HtmlTagDescriptor['injectTo']): Plugin {
  return {
    name: `reelhouse:inline-script:${file.pathname.split('/').pop()}`,
    transformIndexHtml: () => [{ tag: 'script', children: withoutLineComments(readFileSync(file, 'utf8')), injectTo }],
  };
}

/** The file's comments are for its readers, not for every page load. */
function withoutLineComments(source: string): string {
  return source
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .trim();
}

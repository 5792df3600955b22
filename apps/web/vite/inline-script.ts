import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Inlines `boot.js` as the first thing in <body>: it applies language, direction and theme from
 * storage before the first paint. Inline means no extra request; the server allows it in its CSP
 * by hash.
 */
export function inlineBootScript(file: URL): Plugin {
  return {
    name: 'reelhouse:inline-boot-script',
    transformIndexHtml: () => [
      { tag: 'script', children: withoutLineComments(readFileSync(file, 'utf8')), injectTo: 'body-prepend' },
    ],
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

import type { Plugin } from 'vite';

/**
 * Asks for the interface font with the page itself (`<link rel="preload" as="font">`): found only
 * once the stylesheet is parsed and text is laid out, it arrived after the first paint, and the
 * swap from the fallback re-flowed the header and the title's hero (a layout shift of 0.16 on a
 * phone). Only the Latin cut is named: every page has Latin text (the brand, the menu); the
 * other scripts' files are few pages' needs and still load on demand.
 */
export function preloadFont(fileStart: string): Plugin {
  return {
    name: 'reelhouse:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find(
          (name) => name.startsWith(`assets/${fileStart}-`) && name.endsWith('.woff2'),
        );
        if (!file) throw new Error(`no ${fileStart} font in the build`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

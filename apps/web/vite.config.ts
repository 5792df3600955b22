import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootstrapCss } from './vite/bootstrap-css.ts';
import { inlineScript } from './vite/inline-script.ts';
import { precompress } from './vite/precompress.ts';
import { preloadFont } from './vite/preload-font.ts';

/**
 * React Router publishes a production build beside its development one, but its package points
 * every import at the development build (its own Vite plugin swaps them). That build only adds
 * warnings meant for a developer's console: `npm run dev` keeps it, visitors get the production one.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    bootstrapCss(),
    inlineScript(new URL('./src/boot.js', import.meta.url), 'body-prepend'),
    inlineScript(new URL('./src/start-after-paint.js', import.meta.url), 'body'),
    preloadFont('inter-latin-wght-normal'),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // The server reads which files each page's code needs, to send them with a page it draws.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is needed before the first page can show, so
            // it travels as one file: a phone on HTTP/1.1 fetches six files at a time, and two
            // dozen small shared chunks cost several round trips before anything is drawn.
            { name: 'shell', tags: ['$initial'] },
            // The same for the viewer's pages' styles (the console's stay apart): one sheet (12 KB
            // compressed) instead of a page's eight or so of 1–2 KB, each holding the first paint
            // back, and every later page finds its styles already there.
            { name: 'viewer', test: /\/apps\/web\/src\/(?!features\/admin\/).*\.css$/ },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the API runs on its own port and Vite forwards to it.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8080'}` },
  },
}));

import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { step } from './run.mjs';

/**
 * Production builds of the web app (static files, and the module the server draws visitors' pages
 * with) and the server (one bundled entry per command).
 */
export async function buildAll() {
  step('Building the web app');
  await build({ root: 'apps/web', configFile: 'apps/web/vite.config.ts', logLevel: 'warn' });
  // The same components for Node: only JSX needs compiling; styles, fonts and the page's shell
  // belong to the browser build above, whose asset names this one shares.
  await build({
    root: 'apps/web',
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    ssr: { noExternal: ['@reelhouse/contracts'] },
    build: {
      ssr: 'server/render-page.tsx',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      target: 'node20',
      assetsInlineLimit: 0,
    },
  });
  step('Building the server');
  await build({ root: 'apps/server', configFile: 'apps/server/vite.config.ts', logLevel: 'warn' });
}

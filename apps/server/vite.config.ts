import { defineConfig } from 'vite';

// The server is bundled (workspace sources included, npm packages left external) so that it
// starts as plain JavaScript with no TypeScript tooling at run time.
export default defineConfig({
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      // transcode-arguments: the renditions' ffmpeg arguments, which bench/transcode puts into one
      // command to compare the pipeline against.
      input: {
        main: 'src/main.ts',
        cli: 'src/cli.ts',
        'transcode-arguments': 'src/modules/media/transcode-arguments.ts',
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  ssr: { noExternal: [/^@reelhouse\//] },
});

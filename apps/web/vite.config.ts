import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Rollup notes that say nothing about our code: zod's sources carry comments Rollup cannot place
 * (it drops them), and resource routes (sitemaps, downloads) have no browser code, so their client
 * chunk is empty by design.
 */
const quietWarnings = new Set(['INVALID_ANNOTATION', 'EMPTY_BUNDLE']);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The API and its native modules run in the server process; the SSR bundle only imports them at run time.
  ssr: { external: ['@bazar/api'] },
  // The browser's icons in one file: otherwise each icon is a chunk of its own (some 20 tiny scripts on
  // a product page, each paying a response's headers) for about 1 KB more code.
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            manualChunks: (id) => (id.includes('/node_modules/lucide-react/') ? 'icons' : undefined),
          },
        },
      },
    },
  },
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        if (!quietWarnings.has(warning.code ?? '')) warn(warning);
      },
    },
  },
});

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
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        if (!quietWarnings.has(warning.code ?? '')) warn(warning);
      },
    },
  },
});

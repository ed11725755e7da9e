import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The API and its native modules run in the server process; the SSR bundle only imports them at run time.
  ssr: { external: ['@bazar/api'] },
});

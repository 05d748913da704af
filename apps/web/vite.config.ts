import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineEntryCssPlugin } from './scripts/inline-entry-css.ts';
import { precompressPlugin } from './scripts/precompress.ts';

// In development the API and the realtime socket live on the server (PORT, default 3000).
const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineEntryCssPlugin(), precompressPlugin()],
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/socket.io': { target: server, changeOrigin: true, ws: true },
      // Built from the server's PUBLIC_URL.
      '/tonconnect-manifest.json': { target: server, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page runs before its first paint, in one file rather than ten: over
            // HTTP/1.1 (six connections) each extra file of the first load is another round trip on a phone.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});

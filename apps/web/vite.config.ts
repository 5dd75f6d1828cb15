import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** In development Vite serves the app and forwards the API to the server (one origin). */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/runtime-config.json': { target: apiTarget },
    },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});

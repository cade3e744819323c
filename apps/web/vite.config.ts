import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) owns these paths; in development Vite forwards them so the SPA
// talks to the real server exactly as it does when the server serves the built files.
const apiTarget = process.env.OC_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/vslog', '/healthz'];

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});

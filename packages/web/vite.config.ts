import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The workbench builds to packages/web/dist, which the server serves on port 9000 (ARCHITECTURE.md
// "One server, one port"). In development Vite serves it and forwards /api to that server.
export default defineConfig({
  plugins: [react()],
  // Workspace packages (@courier/core) are compiled from their TypeScript source.
  resolve: { conditions: ['courier-source', 'module', 'browser', 'development|production'] },
  worker: { format: 'es' },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  server: { proxy: { '/api': 'http://127.0.0.1:9000' } },
});

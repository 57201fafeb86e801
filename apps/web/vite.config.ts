import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const api = process.env.API_ORIGIN ?? "http://localhost:3000";

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    // Brotli and gzip files beside each asset, made once at build time: the server sends them as they
    // are instead of compressing every asset on every request on its event loop.
    compression({ algorithms: ["brotliCompress", "gzip"] }),
  ],
  server: { proxy: { "/trpc": api, "/api": api } },
  build: { chunkSizeWarningLimit: 1500 },
});

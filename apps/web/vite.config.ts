import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

const api = process.env.API_ORIGIN ?? "http://localhost:3000";

/**
 * index.html's app shell paints before the app (main.tsx imports the app after the first frame). Vite
 * links the stylesheet (Mantine's 250 KB) in the head, where it would hold the shell's paint back: after
 * the shell it holds nothing above it, and the app's code still waits for it (a deferred script waits
 * for the stylesheets). The app's chunks are not preloaded: compiling them beside the shell's first
 * frame delayed it by 0.1–0.2 s and did not bring the content sooner (bench:paint).
 */
const appShellFirst = (): Plugin => ({
  name: "app-shell-first",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html) {
      const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      const body = links.reduce((h, l) => h.replace(l, ""), html);
      return body.replace("</body>", `${links.join("\n")}\n</body>`);
    },
  },
});

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    appShellFirst(),
    // Brotli and gzip files beside each asset, made once at build time: the server sends them as they
    // are instead of compressing every asset on every request on its event loop.
    compression({ algorithms: ["brotliCompress", "gzip"] }),
  ],
  server: { proxy: { "/trpc": api, "/api": api } },
  build: { chunkSizeWarningLimit: 1500 },
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { layoutChunk } from "./scripts/layout-chunk-plugin.ts";
import { precompressAssets } from "./scripts/precompress-plugin.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    layoutChunk(["app/root.tsx", "app/routes/site-layout.tsx"]),
    precompressAssets(),
  ],
  build: { assetsInlineLimit: 0 },
  // The chat window imports these lazily: pre-bundled up front, the dev server does not reload the
  // page the first time the chat opens.
  optimizeDeps: { include: ["@ai-sdk/react", "ai"] },
});

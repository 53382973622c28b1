import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // The chat window imports these lazily: pre-bundled up front, the dev server does not reload the
  // page the first time the chat opens.
  optimizeDeps: { include: ["@ai-sdk/react", "ai"] },
});

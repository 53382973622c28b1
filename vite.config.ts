import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const OWN_ZOD = "?chat-own-zod";

/**
 * The chat's AI SDK (`ai`, `@ai-sdk/*`) is loaded only when the chat opens, but it uses parts of zod
 * the pages do not (lazy, record, instanceof …). Sharing one zod, the bundler would put those parts
 * in the zod chunk every page loads first; so in the browser build the AI SDK gets a zod of its own,
 * bundled with it in the chat's lazily loaded chunks (a few kB there, none on the pages).
 */
function aiSdkOwnZod(): Plugin {
  const fromAiSdk = /[\\/]node_modules[\\/](ai|@ai-sdk[\\/][^\\/]+)[\\/]/;
  const zodFile = /[\\/]node_modules[\\/]zod[\\/]/;
  return {
    name: "ai-sdk-own-zod",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const inCopy = importer.endsWith(OWN_ZOD);
      if (!inCopy && !(fromAiSdk.test(importer) && /^zod(\/|$)/.test(source))) return null;
      const from = inCopy ? importer.slice(0, -OWN_ZOD.length) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !zodFile.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${OWN_ZOD}` };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), aiSdkOwnZod()],
  build: { assetsInlineLimit: 0 },
  // The chat window imports these lazily: pre-bundled up front, the dev server does not reload the
  // page the first time the chat opens.
  optimizeDeps: { include: ["@ai-sdk/react", "ai"] },
});

import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, Hono } from "hono";

/** Serves the built client files from `clientDir`: /assets/* for a year, the rest for an hour. */
export function serveClientFiles<E extends Env>(app: Hono<E>, clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  app.use(
    "/assets/*",
    serveStatic<E>({
      root,
      // The build writes a brotli and a gzip copy of each text file (scripts/precompress-plugin.ts):
      // sent as they are, not compressed again on every request.
      precompressed: true,
      onFound: (_path, c) => {
        // File names carry a content hash: they never change, so browsers may keep them for a year.
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic<E>({
      root,
      precompressed: true,
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
    }),
  );
}

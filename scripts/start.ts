import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * `npm start`: builds the app when the build is missing or older than its sources, then runs the
 * production server. A fresh clone therefore needs nothing but `npm install && npm start`.
 */
const sourceRoots = ["app", "lib", "content", "vite.config.ts", "react-router.config.ts", "package.json"];
const buildMarker = path.resolve("build/server/index.js");

function newestMtime(entry: string): number {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsCurrent(): boolean {
  const built = newestMtime(buildMarker);
  return built > 0 && sourceRoots.every((root) => newestMtime(root) <= built);
}

if (!buildIsCurrent()) {
  console.log("Building the app (first start or changed sources)…");
  const result = spawnSync(path.resolve("node_modules/.bin/react-router"), ["build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");

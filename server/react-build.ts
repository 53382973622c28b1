import { createRequire } from "node:module";

/**
 * Which build of React's server renderer this process loaded: "production", "development", or
 * "not loaded" yet. React picks it from NODE_ENV at its first import, so this tells whether the
 * production entry set the mode early enough. Logged at start-up and checked by a test.
 */
export function reactServerBuild(): "production" | "development" | "not loaded" {
  const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
    /react-dom[\\/]cjs[\\/]react-dom-server[^\\/]*\.node\.(production|development)\.js$/.test(file),
  );
  if (loaded.some((file) => file.endsWith(".development.js"))) return "development";
  return loaded.length > 0 ? "production" : "not loaded";
}

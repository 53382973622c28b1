import { GlobalWindow } from "happy-dom";
import { afterAll } from "vitest";
import { populateGlobal } from "vitest/runtime";

/**
 * A DOM for tests that render a page whose real loaders and actions run against the server's modules
 * in the same process (#11.5). Import it first, in a file left in Vitest's node environment: the
 * document, its elements and events come from happy-dom, while URL, fetch, Request, Response, Headers
 * and AbortSignal stay Node's own, which the server code (better-auth, the database drivers, React
 * Router's responses) expects. Vitest's happy-dom environment replaces those too.
 */
const window = new GlobalWindow({ url: "http://localhost:3000", settings: { disableErrorCapturing: true } });
const { keys, originals } = populateGlobal(globalThis, window, { bindFunctions: true });

afterAll(async () => {
  await window.happyDOM.abort();
  for (const key of keys) delete (globalThis as Record<string, unknown>)[key];
  for (const [key, descriptor] of originals) Object.defineProperty(globalThis, key, descriptor);
});

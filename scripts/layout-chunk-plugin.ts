import path from "node:path";
import type { Plugin } from "vite";

/**
 * One chunk for the code every page loads (issue 15, Lighthouse): the browser entry, the root route
 * and the site layout with everything they import statically, React and React Router included.
 *
 * Left to itself the bundler cuts that code into some forty files (every icon and small helper shared
 * by two routes is a file of its own), and a first visit asks for all of them before the page can run.
 * On a phone's connection each request costs a round trip, and Chrome fetches six at a time over
 * HTTP/1.1; Lighthouse's simulated slow 4G counted about two seconds of first paint for them. The pages'
 * own modules, and everything loaded on demand (the chat, the account switcher's service), keep their
 * chunks, so a page still brings only its own code beside the layout's.
 */
export function layoutChunk(entries: string[]): Plugin {
  const roots = entries.map((entry) => path.resolve(entry));
  const layoutModules = new Set<string>();
  return {
    name: "lumen:layout-chunk",
    apply: "build",
    buildEnd() {
      if (this.environment.name !== "client") return;
      // Static imports only: a dynamic import is a chunk the page loads when it needs it.
      const pending = [...roots];
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (layoutModules.has(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        layoutModules.add(id);
        pending.push(...info.importedIds);
      }
    },
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: "layout", test: (id) => layoutModules.has(id) }] } },
          },
        },
      };
    },
  };
}

import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./server/testing/sequencer.ts";

// Own config without the React Router plugin (stack notes): tests import modules directly.
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A run id and directory for the seeded database templates the test files share.
    globalSetup: ["server/testing/global-setup.ts"],
    // The longest files first, so that the run does not end on one of them (sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, which left a
    // core idle while a test waited on PostgreSQL. Two ran the catalogue and cart tests 25 % faster.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // The page and component tests render in happy-dom, set up per file: each file keeps a
        // process of its own.
        test: { name: "app", include: ["app/**/*.test.{ts,tsx}"] },
      },
      {
        extends: true,
        // The server's files share no state through their modules (each opens its own database
        // copy and app), so a worker runs file after file in one process: the modules are imported
        // once a worker, not once a file (the accounts tests: 152 s to 90 s). Isolation stays for
        // app/, whose files need a DOM environment of their own.
        test: { name: "server", include: ["{server,lib,scripts}/**/*.test.{ts,tsx}"], isolate: false },
      },
    ],
  },
});

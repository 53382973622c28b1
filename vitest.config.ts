import { defineConfig } from "vitest/config";

// Own config without the React Router plugin (stack notes): tests import modules directly.
export default defineConfig({
  test: {
    include: ["{server,lib,app,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A run id and directory for the seeded database templates the test files share.
    globalSetup: ["server/testing/global-setup.ts"],
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, which left a
    // core idle while a test waited on PostgreSQL. Two ran the catalogue and cart tests 25 % faster.
    maxWorkers: 2,
  },
});

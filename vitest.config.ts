import { defineConfig } from "vitest/config";

// Own config without the React Router plugin (stack notes): tests import modules directly.
export default defineConfig({
  test: {
    include: ["{server,lib,app,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});

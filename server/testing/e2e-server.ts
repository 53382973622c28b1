import { loadDotEnvFile, loadEnv } from "../env.ts";

/**
 * The server the end-to-end tests start (playwright.config.ts): the production server on ./build,
 * with the test-only /dev/fixtures router (#11.9), where the specs create and delete accounts of
 * their own. Production starts from main.ts, which mounts no test routes: the fixtures exist only
 * in this entry. It refuses to start unless E2E_FIXTURES=true, which the configuration allows only
 * with a loopback PUBLIC_URL (the fixtures create users with a known password).
 */
loadDotEnvFile();
process.env.NODE_ENV ??= "production";
if (!loadEnv().E2E_FIXTURES) {
  console.error("server/testing/e2e-server.ts serves the test fixtures: set E2E_FIXTURES=true (tests only)");
  process.exit(1);
}
// After NODE_ENV is fixed (main.ts says why): React picks its build when first imported.
const { startProductionServer } = await import("../production-server.ts");
const { testFixtureRoutes } = await import("./e2e-fixture-routes.ts");
await startProductionServer({
  testRoutes: (services) => ({ "/dev/fixtures": testFixtureRoutes(services.database.db) }),
});

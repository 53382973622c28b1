import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { boot } from "./boot.ts";
import { ConfigError, loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { catalogHasStatistics } from "./modules/catalog/seed.ts";

/** Start-up on a new embedded database: migrations, demo data, and the checks of configuration. */
describe("boot", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "boot-test-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const lines: string[] = [];
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );

  it("USER-23 AMB-35 seeds the demo accounts and accepts a fallback account that exists", async () => {
    const { database, services } = await boot(
      loadEnv({ DATA_DIR: dataDir, FALLBACK_ACCOUNT_ID: "A-10001" }),
      logger,
    );
    try {
      expect(services.settings.fallbackAccountId).toBe("A-10001");
      // #9.23: the start-up seed leaves the planner statistics, so search is fast from the first query.
      expect(await catalogHasStatistics(database.db)).toBe(true);
      const reps = await services.accounts.salesReps({});
      expect(reps.length).toBeGreaterThan(0);
      // #10.1: production without SMTP says at start that mail is not delivered.
      expect(lines.join("")).toContain("SMTP_URL is not set: mail");
    } finally {
      await database.close();
    }
  });

  it("AMB-35 refuses to start with a fallback account that does not exist", async () => {
    await expect(
      boot(loadEnv({ DATA_DIR: dataDir, FALLBACK_ACCOUNT_ID: "NO-SUCH" }), logger),
    ).rejects.toThrow(ConfigError);
  });
});

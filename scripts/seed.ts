import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { openDatabase } from "../server/db/client.ts";
import { loadEnv } from "../server/env.ts";
import {
  analyzeCatalog,
  clearCatalog,
  DEFAULT_DEMO_PRODUCTS,
  generateDemoCatalog,
  isCatalogEmpty,
  seedCatalog,
} from "../server/modules/catalog/index.ts";
import { runCli, UsageError } from "./cli.ts";

const usage = `Usage: npm run seed -- [--products N] [--seed S] [--reset]

Fills the catalogue with generated demo data (categories, series, products with
options, documents and inventory) in one transaction.

  --products N  how many products to generate, 1 to 1,000,000 (default ${DEFAULT_DEMO_PRODUCTS})
  --seed S      random seed; the same seed gives the same catalogue
  --reset       delete the existing catalogue first (otherwise a non-empty catalogue is an error)
  --help        show this help

The database is the server's: PostgreSQL at DATABASE_URL, otherwise the embedded
database in DATA_DIR (default ./data).

Warning: stop the server before seeding the embedded database. Only one process may
open a data directory at a time.`;

const argsSchema = z.object({
  products: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_DEMO_PRODUCTS),
  seed: z.coerce.number().int().min(0).max(0xffff_ffff).optional(),
  reset: z.boolean().default(false),
  help: z.boolean().default(false),
});

function parseCommandLine() {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      options: {
        products: { type: "string" },
        seed: { type: "string" },
        reset: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    // parseArgs rejects unknown options and missing values with a readable message.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const result = argsSchema.safeParse(values);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  --${issue.path.join(".")}: ${issue.message}`);
    throw new UsageError(`Invalid arguments:\n${problems.join("\n")}`);
  }
  return result.data;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const args = parseCommandLine();
  if (args.help) {
    console.log(usage);
    return 0;
  }
  const env = loadEnv();
  const started = performance.now();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
  try {
    console.log(
      database.kind === "postgres"
        ? "Database: PostgreSQL (DATABASE_URL)"
        : `Database: embedded, ${env.DATA_DIR}`,
    );
    await database.migrate(path.resolve(env.MIGRATIONS_DIR));
    if (!args.reset && !(await isCatalogEmpty(database.db))) {
      console.error("The catalogue is not empty. Run again with --reset to replace it.");
      return 1;
    }

    const generating = performance.now();
    const catalog = generateDemoCatalog({ products: args.products, seed: args.seed });
    console.log(`Generated ${args.products.toLocaleString("en-US")} products in ${seconds(generating)}`);

    const writing = performance.now();
    let reported = -1;
    const counts = await database.db.transaction(async (tx) => {
      if (args.reset) await clearCatalog(tx);
      return seedCatalog(tx, catalog, (done, total) => {
        const percent = Math.floor((done / total) * 10) * 10;
        if (percent === reported) return;
        reported = percent;
        console.log(
          `  ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} products (${percent}%)`,
        );
      });
    });
    console.log(`Wrote the catalogue in ${seconds(writing)}`);
    const analyzing = performance.now();
    await analyzeCatalog(database.db);
    console.log(`Gathered the planner's statistics in ${seconds(analyzing)}`);
    console.log(
      `Seeded ${counts.categories} categories, ${counts.subCategories} sub-categories, ${counts.series} series, ` +
        `${counts.products.toLocaleString("en-US")} products and ${counts.options.toLocaleString("en-US")} options ` +
        `in ${seconds(started)}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

await runCli(main, usage, "Seeding failed:");

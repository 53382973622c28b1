import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { loadDotEnvFile, loadEnv } from "../server/env.ts";
import {
  importPriceList,
  type PriceListError,
  PriceListImportError,
  parsePriceListFile,
} from "../server/modules/pricing/index.ts";
import { runCli, UsageError } from "./cli.ts";

const usage = `Usage: npm run prices:import -- <file.csv> [--dry-run]

Loads account price lists: a net price per SKU, or a percentage off a category or
sub-category, per customer account. Every row is checked first (the format, the
account, the SKU and the category against the database); a file with any bad row
changes nothing and each bad row is listed with its line number. Each account the
file names gets exactly the file's entries as its price list; other accounts keep
theirs. The format is described in the README ("Account price lists");
samples/price-list.csv is an example.

  --dry-run      check the file against the database and count, but write nothing
  --help         show this help

The database is the server's: PostgreSQL at DATABASE_URL, otherwise the embedded
database in DATA_DIR (default ./data). Stop the server before importing into the
embedded database: only one process may open a data directory at a time.`;

function parseCommandLine() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { "dry-run": { type: "boolean" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) return { help: true as const };
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new UsageError("Name exactly one price list file.");
    return { help: false as const, file, dryRun: values["dry-run"] ?? false };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function reportErrors(file: string, errors: readonly PriceListError[]): void {
  const rows = new Set(errors.map((error) => error.line)).size;
  console.error(`${file}: ${rows} bad ${rows === 1 ? "row" : "rows"}; nothing was imported.`);
  for (const { line, message } of errors) console.error(`  line ${line}: ${message}`);
}

async function main(): Promise<number> {
  const args = parseCommandLine();
  if (args.help) {
    console.log(usage);
    return 0;
  }
  let text: string;
  try {
    text = await readFile(args.file, "utf8");
  } catch (error) {
    console.error(`Cannot read ${args.file}: ${(error as Error).message}`);
    return 1;
  }
  // A bad file is reported before the database is opened.
  const parsed = parsePriceListFile(text);
  if (parsed.errors.length > 0) {
    reportErrors(args.file, parsed.errors);
    return 1;
  }
  loadDotEnvFile();
  const env = loadEnv();
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
    const counts = await importPriceList(database.db, parsed.rows, { dryRun: args.dryRun });
    const summary =
      `${counts.netPrices} net prices and ${counts.categoryDiscounts} category percentages for ` +
      `${counts.accounts} ${counts.accounts === 1 ? "account" : "accounts"} (${counts.removed} earlier entries removed)`;
    console.log(
      counts.dryRun
        ? `Dry run: the file is valid and would import ${summary}. Nothing was written.`
        : `Imported ${summary}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof PriceListImportError)) throw error;
    reportErrors(args.file, error.errors);
    return 1;
  } finally {
    await database.close();
  }
}

await runCli(main, usage, "The import failed; nothing was written:");

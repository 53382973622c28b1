import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { loadDotEnvFile, loadEnv } from "../server/env.ts";
import {
  type CatalogFileFormat,
  CatalogImportError,
  catalogFormatOf,
  type ImportError,
  importCatalog,
  parseCatalogFile,
} from "../server/modules/catalog/index.ts";
import { runCli, UsageError } from "./cli.ts";

const usage = `Usage: npm run catalog:import -- <file.csv|file.json> [--dry-run] [--format csv|json]

Loads a manufacturer's catalogue: creates missing categories, sub-categories and
series, and creates or updates products by SKU with their options and documents.
Every row is checked first; a file with any bad row changes nothing and each bad
row is listed with its line number. The format is described in the README
("Catalogue import"); samples/ holds example files.

  --dry-run      check the file against the database and count, but write nothing
  --format F     csv or json (default: from the file's extension)
  --help         show this help

The database is the server's: PostgreSQL at DATABASE_URL, otherwise the embedded
database in DATA_DIR (default ./data).

Warning: stop the server before importing into the embedded database. Only one
process may open a data directory at a time.`;

function parseCommandLine() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        "dry-run": { type: "boolean" },
        format: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) return { help: true as const };
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new UsageError("Name exactly one catalogue file.");
    const format = values.format ?? catalogFormatOf(file);
    if (format !== "csv" && format !== "json") {
      throw new UsageError(`Cannot tell the format of ${file}: use a .csv or .json file, or --format.`);
    }
    return {
      help: false as const,
      file,
      format: format as CatalogFileFormat,
      dryRun: values["dry-run"] ?? false,
    };
  } catch (error) {
    // parseArgs rejects unknown options and missing values with a readable message.
    if (error instanceof UsageError) throw error;
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

function reportErrors(file: string, errors: readonly ImportError[]): void {
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
  const started = performance.now();
  let text: string;
  try {
    text = await readFile(args.file, "utf8");
  } catch (error) {
    console.error(`Cannot read ${args.file}: ${(error as Error).message}`);
    return 1;
  }
  // A bad file is reported before the database is opened: nothing to wait for, nothing to lock.
  const parsed = parseCatalogFile(text, args.format);
  if (parsed.errors.length > 0) {
    reportErrors(args.file, parsed.errors);
    return 1;
  }
  console.log(`Read ${parsed.rows.length.toLocaleString("en-US")} products from ${args.file}`);

  // The same configuration as the server, so the import reaches the database the server uses.
  loadDotEnvFile();
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
  try {
    if (database.kind === "postgres") {
      console.log("Database: PostgreSQL (DATABASE_URL)");
    } else {
      console.log(`Database: embedded, ${env.DATA_DIR}`);
      console.warn(
        "Warning: the server must be stopped while importing into the embedded database (one process per data directory).",
      );
    }
    await database.migrate(path.resolve(env.MIGRATIONS_DIR));
    const importing = performance.now();
    const counts = await importCatalog(database.db, parsed.rows, { dryRun: args.dryRun });
    const summary =
      `${counts.created} new and ${counts.updated} updated products, ${counts.categoriesCreated} new categories, ` +
      `${counts.subCategoriesCreated} new sub-categories and ${counts.seriesCreated} new series`;
    console.log(
      args.dryRun
        ? `Dry run: the file is valid and would import ${summary}. Nothing was written.`
        : `Imported ${summary} in ${seconds(importing)} (${seconds(started)} in all).`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof CatalogImportError)) throw error;
    reportErrors(args.file, error.errors);
    return 1;
  } finally {
    await database.close();
  }
}

await runCli(main, usage, "The import failed; nothing was written:");

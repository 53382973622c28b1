import path from "node:path";
import { isModuleError } from "../lib/shared/error-codes.ts";
import { openDatabase } from "../server/db/client.ts";
import { loadDotEnvFile, loadEnv } from "../server/env.ts";
import { createLogger } from "../server/logger.ts";
import { createServices, type Services, serviceSettingsFromEnv } from "../server/services.ts";
import { runCli } from "./cli.ts";

/**
 * A command of the manufacturer's side that works on the server's services (`npm run layouts:status`,
 * `npm run warranty:status`): `--help` prints the usage; otherwise the server's database (PostgreSQL
 * at DATABASE_URL, else the embedded one in DATA_DIR) is migrated, `run` answers the line to print,
 * and a refusal of a module (not found, conflict …) is printed as `failure` with exit code 1.
 */
export async function runServicesCommand(
  usage: string,
  failure: string,
  run: (services: Services, argv: readonly string[]) => Promise<string>,
): Promise<void> {
  const main = async (): Promise<number> => {
    const argv = process.argv.slice(2);
    if (argv.includes("--help") || argv.includes("-h")) {
      console.log(usage);
      return 0;
    }
    loadDotEnvFile();
    const env = loadEnv();
    const database = env.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
      : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
    try {
      await database.migrate(path.resolve(env.MIGRATIONS_DIR));
      const services = await createServices(database, serviceSettingsFromEnv(env, createLogger("silent")));
      console.log(await run(services, argv));
      return 0;
    } catch (error) {
      if (!isModuleError(error)) throw error;
      console.error(error.message);
      return 1;
    } finally {
      await database.close();
    }
  };
  await runCli(main, usage, failure);
}

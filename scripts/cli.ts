import { ConfigError } from "../server/env.ts";

/** A mistake in the command line: shown with the usage text. */
export class UsageError extends Error {}

/**
 * Runs a script's `main` and turns its outcome into an exit code: usage mistakes print the usage,
 * configuration errors their message, anything else `failureMessage` and the error.
 */
export async function runCli(
  main: () => Promise<number>,
  usage: string,
  failureMessage: string,
): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else if (error instanceof ConfigError) console.error(error.message);
    else console.error(failureMessage, error);
    process.exitCode = 1;
  }
}

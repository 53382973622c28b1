import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Real OS processes for tests that must not share one process's memory (#10.8's replicas starting
 * together, issue 13's exactly-once across two servers): a Node process running an inline ES module
 * that imports the server's own TypeScript files (Node strips the types).
 */

/** A server file's URL as a string literal, for an `await import(…)` in an inline script. */
export function serverModule(relativePath: string): string {
  return JSON.stringify(pathToFileURL(path.resolve(relativePath)).href);
}

function spawnScript(script: string, env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, ...env },
  });
  let output = "";
  child.stdout?.on("data", (data) => {
    output += data;
  });
  child.stderr?.on("data", (data) => {
    output += data;
  });
  return Object.assign(child, { output: () => output });
}

/** Runs a script to its end: its exit code and everything it printed. */
export function runNodeScript(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawnScript(script, env);
    child.on("close", (code) => resolve({ code, output: child.output() }));
  });
}

export type NodeServer = { port: number; output: () => string; stop: () => Promise<void> };

/**
 * Starts a script that serves HTTP and prints `listening <port>` once it does; answers when it has
 * (or fails with what it printed when it exits or stays silent first). `stop` kills it and waits.
 */
export function startNodeServer(
  script: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<NodeServer> {
  const child = spawnScript(script, env);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`${why}:\n${child.output()}`)));
    };
    const timer = setTimeout(() => fail(`no "listening" within ${timeoutMs} ms`), timeoutMs);
    child.stdout?.on("data", () => {
      const port = /^listening (\d+)$/m.exec(child.output())?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ port: Number(port), output: child.output, stop });
    });
    child.once("exit", (code) => fail(`the server exited (${code}) before listening`));
  });
}

import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { expect, it } from "vitest";
import { createPostgresDatabase } from "./testing/databases.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Issue 17: `PROCESSES=2 node server/main.ts` (the production entry, on the production build) starts a
 * primary and two servers that share one port on one PostgreSQL database; both answer, and SIGTERM to
 * the primary stops them all cleanly.
 */
it.skipIf(!serverUrl)(
  "#17.2 PROCESSES=2 starts two server processes sharing the port; SIGTERM stops them all",
  async () => {
    const database = await createPostgresDatabase(serverUrl as string);
    const port = await freePort();
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: database.url,
        PROCESSES: "2",
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
      },
    });
    let output = "";
    child.stdout.on("data", (data) => {
      output += data;
    });
    child.stderr.on("data", (data) => {
      output += data;
    });
    const exited = once(child, "exit");
    try {
      const deadline = Date.now() + 90_000;
      while ((output.match(/"msg":"listening on/g) ?? []).length < 2) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no two servers:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const listening = output.split("\n").filter((line) => line.includes('"msg":"listening on'));
      const pids = new Set(listening.map((line) => (JSON.parse(line) as { pid: number }).pid));
      expect(pids.size).toBe(2);
      expect(pids.has(child.pid as number)).toBe(false);
      for (let i = 0; i < 6; i++) {
        const health = await fetch(`http://127.0.0.1:${port}/healthz`);
        expect(health.status).toBe(200);
        await health.body?.cancel();
      }
      child.kill("SIGTERM");
      const [code] = await exited;
      expect(code).toBe(0);
      expect((output.match(/"msg":"stopped"/g) ?? []).length).toBe(2);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await database.drop();
    }
  },
  120_000,
);

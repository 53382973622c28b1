import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";

/**
 * The embedded database survives a restart: a first start creates, migrates and seeds it; Ctrl-C (SIGINT)
 * stops the server cleanly; a second start serves the same data without seeding again.
 */
test.describe.configure({ mode: "serial" });

const port = 3190 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const base = `http://127.0.0.1:${port}`;

function startServer(dataDir: string): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function waitHealthy(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy");
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGINT");
  });
}

test("a restart keeps the embedded data; Ctrl-C stops the server cleanly", async () => {
  const testInfo = test.info();
  test.skip(testInfo.project.name !== "desktop-1280", "one run is enough: no browser involved");
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-restart-"));
  try {
    const first = startServer(dataDir);
    await waitHealthy();
    expect(first.output()).toContain("seeded the demo catalogue");
    const email = `restart.${Date.now()}@example.com`;
    const subscribe = () =>
      fetch(`${base}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ EMAIL: email }),
      });
    const created = await subscribe();
    expect(await created.json()).toEqual({ subscribed: true, alreadySubscribed: false });
    const categories = await (await fetch(`${base}/api/product-service/categories/sidebar`)).json();
    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toContain("stopped");

    const second = startServer(dataDir);
    await waitHealthy();
    expect(second.output()).not.toContain("seeded the demo catalogue");
    expect(await (await fetch(`${base}/api/product-service/categories/sidebar`)).json()).toEqual(categories);
    const again = await subscribe();
    expect(await again.json()).toEqual({ subscribed: true, alreadySubscribed: true });
    expect(await stop(second.child)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

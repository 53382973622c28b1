import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test("HDR-05 no brand name is hard-coded in the client build: it comes from configuration", async () => {
  const testInfo = test.info();
  test.skip(testInfo.project.name !== "desktop-1280", "reads files only");
  const clientFiles = files(path.resolve("build/client")).filter((f) => /\.(js|css|html)$/.test(f));
  expect(clientFiles.length).toBeGreaterThan(0);
  const defaultBrand = "Lumenor";
  for (const file of clientFiles) {
    expect(readFileSync(file, "utf8"), file).not.toContain(defaultBrand);
  }
});

test("#9.22 a production start renders with React's production build, NODE_ENV unset", async () => {
  test.skip(test.info().project.name !== "desktop-1280", "starts its own server once");
  const port = Number(new URL(baseURL).port) + 57;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "storefront-mode-")),
    DATABASE_URL: "",
    LOG_LEVEL: "info",
  };
  delete env.NODE_ENV;
  const server = spawn(process.execPath, ["server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  try {
    const listening = await new Promise<Record<string, unknown>>((resolve, reject) => {
      let buffered = "";
      server.stdout.on("data", (chunk: Buffer) => {
        buffered += chunk.toString();
        const line = buffered.split("\n").find((l) => l.includes('"msg":"listening'));
        if (line) resolve(JSON.parse(line));
      });
      server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
      setTimeout(() => reject(new Error("no listening line within 60 s")), 60_000).unref();
    });
    expect(listening.nodeEnv).toBe("production");
    expect(listening.react).toBe("production");
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<title>");
  } finally {
    server.kill("SIGTERM");
  }
});

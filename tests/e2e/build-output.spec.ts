import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
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

/** The stylesheet and the scripts a page's head names, in order. */
async function headAssets(request: APIRequestContext, page: string) {
  const html = await (await request.get(page)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const stylesheet = head.search(/<link rel="stylesheet"/);
  const scripts = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => ({
    href: match[1] as string,
    at: match.index,
  }));
  return { stylesheet, scripts, css: /<link rel="stylesheet" href="([^"]+)"/.exec(head)?.[1] };
}

test("#15 Lighthouse: the stylesheet is asked for before the scripts, and the marketing pages' first scripts are few and carry no zod", async ({
  request,
}) => {
  test.skip(test.info().project.name !== "desktop-1280", "reads the pages' heads once");
  for (const page of ["/", "/our-history", "/blog", "/payback-calculator"]) {
    const { stylesheet, scripts } = await headAssets(request, page);
    expect(stylesheet, page).toBeGreaterThan(0);
    expect(scripts.length, page).toBeGreaterThan(0);
    // First in the head: the browser asks for it ahead of the scripts (app/root.tsx).
    for (const script of scripts) expect(stylesheet, `${page} ${script.href}`).toBeLessThan(script.at);
    // The layout's code is one chunk (scripts/layout-chunk-plugin.ts): 57 requests on the home page before.
    expect(scripts.length, page).toBeLessThanOrEqual(16);
    for (const script of scripts) {
      const file = readFileSync(path.resolve("build/client", `.${script.href}`), "utf8");
      expect(file, `${page} ${script.href}`).not.toContain("ZodError");
    }
  }
});

test("#15 scripts and the stylesheet are sent as the build compressed them: brotli, gzip or plain as the browser takes", async ({
  request,
}) => {
  test.skip(test.info().project.name !== "desktop-1280", "reads files only");
  const { scripts, css } = await headAssets(request, "/");
  for (const href of [css as string, (scripts[0] as { href: string }).href]) {
    const plain = readFileSync(path.resolve("build/client", `.${href}`));
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      // Node's fetch would decode the body itself: read the bytes as they come.
      const answer = await rawGet(`${baseURL}${href}`, { "Accept-Encoding": encoding });
      expect(answer.headers["content-encoding"], `${href} ${encoding}`).toBe(encoding);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(answer.body).equals(plain), `${href} ${encoding}`).toBe(true);
    }
    const identity = await rawGet(`${baseURL}${href}`, { "Accept-Encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
  }
});

function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

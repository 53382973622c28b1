/**
 * Lighthouse on the production build (issue 15's quality bar): the mobile preset in Debian's chromium
 * on the pages a visitor lands on, printing performance, accessibility, best practices and SEO with
 * the layout shift, largest contentful paint and blocking time. Not a test: the figures depend on the
 * machine. Needs `npm run build` first; starts its own server on a fresh embedded database.
 *
 *   npm run bench:lighthouse                      # the default pages
 *   npm run bench:lighthouse -- --pages /,/blog   # these pages
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const usage = `npm run bench:lighthouse -- [--pages /,/blog,…] [--port 3300] [--runs 1]
  Lighthouse (mobile preset) on the production build in Debian's chromium; run \`npm run build\` first.`;

/** The pages of issue 15's bar: home, a content page, the blog and the payback calculator. */
const defaultPages = ["/", "/our-history", "/blog", "/payback-calculator"];
const targets = { performance: 95, accessibility: 95, seo: 100, cls: 0.05 };

type Scores = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
};

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become healthy within 2 minutes");
}

/** One page's scores: the median run by performance when several are asked for. */
async function audit(url: string, chromePort: number, runs: number): Promise<Omit<Scores, "page">> {
  const results: Omit<Scores, "page">[] = [];
  for (let run = 0; run < runs; run++) {
    const answer = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = answer.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    results.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    });
  }
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)] as Omit<Scores, "page">;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      pages: { type: "string" },
      port: { type: "string", default: "3300" },
      runs: { type: "string", default: "1" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!existsSync("build/server")) {
    console.error("No production build: run `npm run build` first.");
    return 1;
  }
  const pages = values.pages ? values.pages.split(",").map((page) => page.trim()) : defaultPages;
  const port = Number(values.port);
  const runs = Math.max(1, Number(values.runs) || 1);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(base, server);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    // Warm the server (the first render of a route compiles nothing, but fills caches and the pool).
    for (const page of pages) await fetch(`${base}${page}`);
    const scores: Scores[] = [];
    for (const page of pages) {
      const figures = await audit(`${base}${page}`, chrome.port, runs);
      scores.push({ page, ...figures });
      console.log(
        `${page.padEnd(24)} performance ${figures.performance}  accessibility ${figures.accessibility}  best practices ${figures.bestPractices}  SEO ${figures.seo}  CLS ${figures.cls}  LCP ${figures.lcpMs} ms  TBT ${figures.tbtMs} ms`,
      );
    }
    const misses = scores.flatMap((s) => [
      ...(s.performance < targets.performance ? [`${s.page}: performance ${s.performance}`] : []),
      ...(s.accessibility < targets.accessibility ? [`${s.page}: accessibility ${s.accessibility}`] : []),
      ...(s.seo < targets.seo ? [`${s.page}: SEO ${s.seo}`] : []),
      ...(s.cls > targets.cls ? [`${s.page}: CLS ${s.cls}`] : []),
    ]);
    console.log(
      misses.length === 0
        ? `verdict: every page meets performance ≥ ${targets.performance}, accessibility ≥ ${targets.accessibility}, SEO ${targets.seo}, CLS ≤ ${targets.cls}`
        : `verdict: below the bar: ${misses.join("; ")}`,
    );
    mkdirSync("bench/results", { recursive: true });
    const file = path.join(
      "bench/results",
      `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
    );
    writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), runs, scores }, null, 2)}\n`);
    console.log(`written to ${file}`);
    return 0;
  } finally {
    await chrome?.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();

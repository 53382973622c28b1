import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests drive the production build, served by the production server on a fresh embedded
 * database, in Debian's chromium (Playwright's own browser download is not available here).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));

/**
 * Debian's chromium binary itself rather than /usr/bin/chromium, the launcher script that adds
 * `--enable-gpu-rasterization` from /etc/chromium.d: without a GPU that rasterizes in software, and
 * the fit sweep ran 6 % faster without it. The launcher where the binary is not there.
 */
const debianChromium = existsSync("/usr/lib/chromium/chromium")
  ? "/usr/lib/chromium/chromium"
  : "/usr/bin/chromium";

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? debianChromium,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
};

/**
 * The spec's viewports, without running every behaviour twice (#31.4): each spec runs at 1280 px;
 * at 375 px run the sweeps (layout, fit, accessibility, links, the navigation map) and the specs
 * whose behaviour differs on a phone: the catalogue's filter drawer, the narrow header's links and
 * menus (portal, registration, literature, content pages), invoice cards instead of the table, the
 * search popup, the chat's narrow cart count, a payment screen at phone width. fit.spec.ts sets its
 * own widths from 320 to 1440 px. A spec that gains phone-only behaviour is added here.
 */
const atEveryViewport = [
  "a11y",
  "staff-console-a11y",
  "layout",
  "links",
  "navigation-map",
  "catalog",
  "chat",
  "content-pages",
  "invoices",
  "literature",
  "payment-in-progress",
  "portal",
  "registration",
  "search",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // 60 s, not 30: CI machines of the same kind differ up to twice in speed from one day to the next,
  // and an accessibility scan of a long page took 35 s on a slow one. Tests that need more say so.
  timeout: 60_000,
  // The same reasoning for each expectation: a sign-in through the form (password hash, redirect, the
  // portal's first render) took over 5 s on a slow day while the other worker rendered pages.
  expect: { timeout: 10_000 },
  // A trace (screenshots and DOM snapshots at every step) costs the browser real time: record one only
  // when a test is retried, so a failure in CI still comes with its trace.
  use: { baseURL, launchOptions: chromiumLaunchOptions, trace: "on-first-retry" },
  projects: [
    {
      name: "phone-375",
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
      testMatch: atEveryViewport.map((spec) => `${spec}.spec.ts`),
    },
    { name: "desktop-1280", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "node server/testing/e2e-server.ts",
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      PUBLIC_URL: baseURL,
      // The tests read verification mail from the outbox and sign in many times from one address.
      MAIL_OUTBOX_VIEWER: "true",
      // Tests that change data create accounts of their own through /dev/fixtures (fixtures.ts).
      E2E_FIXTURES: "true",
      AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE: "500",
      // Two workers browse and query the catalogue from one address far faster than people do.
      CATALOG_REQUESTS_PER_MINUTE: "0",
      // The chat specs ask the assistant many questions from one address, as guests and as buyers.
      ASSISTANT_QUESTIONS_PER_MINUTE: "1000",
      // Mail links are read from the outbox; printing them is a development convenience.
      MAIL_LOG_LINKS: "false",
      // The ERP's key for the orders integration API (issue 13): the e2e specs ship orders with it.
      INTEGRATION_API_KEY: "e2e-integration-key-for-the-erp",
      // ROUTE-18: the TOL tour's recording, a 4-second WebM drawn by our own canvas (tests/e2e/media).
      VIDEO_MEDIA_DIR: "tests/e2e/media",
    },
  },
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { serviceSettingsFromEnv } from "../../services.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { type AccountsHarness, openAccountsHarness } from "./harness.test-support.ts";

const logger = createLogger("silent");
const trustedFrom = (env: Record<string, string>) =>
  serviceSettingsFromEnv(loadEnv(env), logger).auth.trustedOrigins;

it("#9.10 without PUBLIC_URL every loopback origin of the served port is the site's own; with it, only what is configured", () => {
  expect(trustedFrom({ PORT: "3000" })).toEqual(
    expect.arrayContaining(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]),
  );
  expect(trustedFrom({ PORT: "8080" })).not.toContain("http://127.0.0.1:3000");
  expect(trustedFrom({ PUBLIC_URL: "https://shop.example.com" })).toEqual([]);
  expect(
    trustedFrom({ PUBLIC_URL: "https://shop.example.com", AUTH_TRUSTED_ORIGINS: "https://www.example.com" }),
  ).toEqual(["https://www.example.com"]);
});

describe.each(testDatabaseKinds())("sign-in from a loopback address on %s", (kind) => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await openAccountsHarness(kind, { trustedOrigins: trustedFrom({ PORT: "3000" }) });
  });
  afterAll(async () => h?.dispose());

  it("#9.10 a browser at http://127.0.0.1:3000 with a cookie signs in; a foreign origin is still refused", async () => {
    const attempt = (origin: string) =>
      h.callIdentityService("/sign-in/email", {
        headers: { origin, cookie: "returning-visitor=1" },
        body: { email: "bob.basic@example.com", password: "Lumen-demo-2026" },
      });
    expect((await attempt("http://127.0.0.1:3000")).status).toBe(200);
    expect((await attempt("http://[::1]:3000")).status).toBe(200);
    expect((await attempt("http://evil.example")).status).toBe(403);
  });
});

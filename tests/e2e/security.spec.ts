import { createHash } from "node:crypto";
import { expect, test } from "./fixtures.ts";

const directives = [
  "default-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The sources of a policy's `script-src`. */
function scriptSources(policy: string): string[] {
  return /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
}

/** The page's inline scripts a browser runs (not JSON-LD): each one's attributes and text. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = "", text = ""]) => ({ attributes, text }))
    .filter(({ attributes }) => !/type="application\/ld\+json"/.test(attributes));
}

test("#10.4 every page has a Content-Security-Policy that lets only its own inline scripts run: by a fresh nonce they carry, or on a cached page by their hashes", async ({
  page,
  request,
  cspViolations,
}) => {
  // A page rendered for this request (the sign-in page is never cached): a fresh nonce each time,
  // carried by every inline script React Router writes.
  const login = await request.get("/login");
  const policy = login.headers()["content-security-policy"] ?? "";
  for (const directive of directives) expect(policy).toContain(directive);
  const nonce = /^'nonce-([^']+)'$/.exec(scriptSources(policy)[1] ?? "")?.[1] ?? "";
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  expect(scriptSources(policy)).toEqual(["'self'", `'nonce-${nonce}'`]);
  const loginScripts = inlineScripts(await login.text());
  expect(loginScripts.length).toBeGreaterThan(0);
  for (const { attributes } of loginScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  const again = (await request.get("/login")).headers()["content-security-policy"] ?? "";
  expect(again).not.toBe(policy);

  // A guest's cached page (the home page): the same bytes for everyone, no nonce, and the hash of each
  // of its inline scripts, nothing more (never 'unsafe-inline').
  const home = await request.get("/");
  const homePolicy = home.headers()["content-security-policy"] ?? "";
  for (const directive of directives) expect(homePolicy).toContain(directive);
  const html = await home.text();
  expect(html).not.toContain("nonce=");
  const hashes = inlineScripts(html).map(
    ({ text }) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
  );
  expect(hashes.length).toBeGreaterThan(0);
  const sources = scriptSources(homePolicy);
  expect(sources[0]).toBe("'self'");
  expect(new Set(sources.slice(1))).toEqual(new Set(hashes));
  expect((await request.get("/")).headers()["content-security-policy"]).toBe(homePolicy);

  // The pages work under their policies (the fixture fails on any reported violation) …
  await page.goto("/login");
  await page.goto("/product/edl-4-10-40k");
  await page.getByTestId("product-configurator").locator("label").nth(1).click();
  await expect(page).toHaveURL(/option=/);
  // … and a script injected without the nonce or a hash does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  // The violation was this test's own doing.
  cspViolations.length = 0;
});

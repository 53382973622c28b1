import { expect, test } from "./fixtures.ts";

test("#10.4 every page has a Content-Security-Policy with a fresh nonce that its scripts carry", async ({
  page,
  request,
  cspViolations,
}) => {
  const first = await request.get("/");
  const policy = first.headers()["content-security-policy"] ?? "";
  for (const directive of [
    "default-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    expect(policy).toContain(directive);
  }
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  const html = await first.text();
  // Every inline script React Router writes carries this response's nonce.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
    ([, attributes]) => !/type="application\/ld\+json"/.test(attributes ?? ""),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [tag] of inline) expect(tag).toContain(`nonce="${nonce}"`);
  const second = (await request.get("/")).headers()["content-security-policy"] ?? "";
  expect(second).not.toBe(policy);

  // The page works under the policy (the fixture fails on any reported violation) …
  await page.goto("/product/edl-4-10-40k");
  await page.getByTestId("product-configurator").locator("label").nth(1).click();
  await expect(page).toHaveURL(/option=/);
  // … and a script injected without the nonce does not run.
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

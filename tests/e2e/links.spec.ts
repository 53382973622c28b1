import { expect, type Page, test } from "./fixtures.ts";
import { internalLinks, portalTabValues, signIn } from "./support.ts";

/** #9.2: every link answers a page: neither 404 nor a server error. */
async function expectEveryLinkAnswers(page: Page, paths: Iterable<string>) {
  const problems: string[] = [];
  for (const path of new Set(paths)) {
    if (path.startsWith("/logout")) continue;
    const response = await page.request.get(path, { maxRedirects: 5 });
    if (response.status() === 404 || response.status() >= 500)
      problems.push(`${path} answers ${response.status()}`);
  }
  expect(problems).toEqual([]);
}

test("#9.2 every link of the home page, header, submenus, side panel and footer leads to a page", async ({
  page,
}) => {
  test.skip(
    test.info().project.name !== "desktop-1280",
    "the wide menu; the phone test covers the mobile menu",
  );
  await page.goto("/");
  const links = await internalLinks(page);
  const main = page.getByRole("navigation", { name: "Main" });
  for (const toggle of await main.getByRole("button", { name: /submenu$/ }).all()) {
    await toggle.click();
    links.push(...(await internalLinks(page, main)));
    await toggle.click();
  }
  await main.getByRole("button", { name: "Products" }).click();
  const panel = page.getByTestId("products-side-panel");
  await expect(panel.getByTestId("side-panel-category").first()).toBeVisible();
  links.push(...(await internalLinks(page, panel)));
  expect(links.length).toBeGreaterThan(40);
  await expectEveryLinkAnswers(page, links);
});

test("#9.2 every link of the mobile menu leads to a page", async ({ page }) => {
  test.skip(test.info().project.name !== "phone-375", "the mobile menu shows on narrow screens");
  await page.goto("/");
  await page.getByTestId("mobile-menu-button").click();
  const menu = page.getByTestId("mobile-menu");
  const links = await internalLinks(page, menu);
  for (const toggle of await menu.getByRole("button", { name: /submenu$/ }).all()) {
    await toggle.click();
    links.push(...(await internalLinks(page, menu)));
  }
  await expectEveryLinkAnswers(page, links);
});

test("#9.2 a buyer's header, account menu and cart links lead to pages", async ({ page }) => {
  // Read only: Dana (A-10001) has cart access; nothing is written.
  await signIn(page, "dana.admin@brightline.example");
  await page.goto("/");
  const header = page.getByTestId("site-header");
  const wide = (page.viewportSize()?.width ?? 0) > 840;
  const menuButton = header.getByTestId(wide ? "account-menu-button" : "account-menu-button-narrow");
  await menuButton.click();
  const links = await internalLinks(page, header);
  expect(links).toEqual(expect.arrayContaining(["/cart", "/quick-order"]));
  await expectEveryLinkAnswers(page, links);
  if (!wide) {
    await menuButton.click();
    await page.getByTestId("mobile-menu-button").click();
    const menu = page.getByTestId("mobile-menu");
    const mobileLinks = await internalLinks(page, menu);
    expect(mobileLinks).toEqual(expect.arrayContaining(["/cart", "/quick-order"]));
    await expectEveryLinkAnswers(page, mobileLinks);
  }
});

test("#9.2 the portal's tabs and empty states link only to pages that exist", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop-1280", "the same links at every width");
  await signIn(page, "dana.admin@brightline.example");
  const links: string[] = [];
  for (const tab of portalTabValues) {
    await page.goto(`/user?tab=${tab}`);
    links.push(...(await internalLinks(page, page.locator("main"))));
  }
  const problems: string[] = [];
  for (const path of new Set(links)) {
    const response = await page.request.get(path);
    if (response.status() === 404) problems.push(path);
  }
  // Empty states offer no link to a page that is not built, not even to one on the list above.
  expect(problems).toEqual([]);
});

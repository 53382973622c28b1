import { expect, type Locator, type Page, test } from "./fixtures.ts";
import { internalLinks, signIn } from "./support.ts";

/**
 * ROUTE-30: every route of ROUTE-01 … ROUTE-29 is reached from the header (its menus and its search),
 * the mobile menu, the Products side panel or the footer, and every link of those answers a page
 * with a title and a body. One test per width: the wide header with its submenus and side panel at
 * 1280 px, the mobile menu at 375 px; the footer at both.
 */
const SPEC_ROUTES: ReadonlyArray<readonly [id: string, route: RegExp]> = [
  ["ROUTE-01", /^\/$/],
  ["ROUTE-02", /^\/login(\?|$)/],
  ["ROUTE-03", /^\/user(\?|$)/],
  ["ROUTE-04", /^\/catalogs$/],
  ["ROUTE-05", /^\/catalogsearch\/[^/]+(\?|$)/],
  ["ROUTE-06", /^\/p\/[^/]+\/[^/]+$/],
  ["ROUTE-07", /^\/category\/[^/]+$/],
  ["ROUTE-08", /^\/lightdesignlayoutrequest$/],
  ["ROUTE-09", /^\/help-me-buy(\?|$)/],
  ["ROUTE-10", /^\/custom-builder$/],
  ["ROUTE-11", /^\/custom-builder\/SCX-SERIES$/],
  ["ROUTE-12", /^\/innovations\/TOL-SERIES$/],
  ["ROUTE-13", /^\/payback-calculator$/],
  ["ROUTE-14", /^\/available-rebates$/],
  ["ROUTE-15", /^\/our-history$/],
  ["ROUTE-16", /^\/case-study$/],
  ["ROUTE-17", /^\/literature$/],
  ["ROUTE-18", /^\/videos$/],
  ["ROUTE-19", /^\/brand-store$/],
  ["ROUTE-20", /^\/terms-and-conditions$/],
  ["ROUTE-21", /^\/privacy-policy$/],
  ["ROUTE-22", /^\/download-forms$/],
  ["ROUTE-23", /^\/blog$/],
  ["ROUTE-24", /^\/careers$/],
  ["ROUTE-25", /^\/warranty$/],
  ["ROUTE-26", /^\/warranty-claim$/],
  ["ROUTE-27", /^\/credit-application$/],
  ["ROUTE-28", /^\/contact-us$/],
  ["ROUTE-29", /^\/support$/],
];

/**
 * Opens every submenu of `scope` in turn from the keyboard (a pointer would open the wide menu on
 * hover and close it again with the click) and gathers the links each shows.
 */
async function linksBehindToggles(page: Page, scope: Locator): Promise<string[]> {
  const links: string[] = [];
  const toggles = scope.getByRole("button", { name: /submenu$/ });
  await expect(toggles.first()).toBeVisible();
  for (const toggle of await toggles.all()) {
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    links.push(...(await internalLinks(page, scope)));
    await page.keyboard.press("Enter");
  }
  return links;
}

/** The Products side panel with every category expanded: its categories and sub-categories. */
async function sidePanelLinks(page: Page): Promise<string[]> {
  const panel = page.getByTestId("products-side-panel");
  await expect(panel.getByTestId("side-panel-category").first()).toBeVisible();
  // An expanded category's button is renamed "Collapse …": the first "Expand" is always the next one.
  const expand = panel.getByRole("button", { name: /^Expand / });
  for (let left = await expand.count(); left > 0; left--) {
    await expand.first().click();
    await expect(expand).toHaveCount(left - 1);
  }
  const links = await internalLinks(page, panel);
  await page.keyboard.press("Escape");
  return links;
}

/** The header search's entry: a term and Enter open the search results page (ROUTE-05). */
async function searchEntry(page: Page): Promise<string> {
  const input = page.getByTestId("site-header").getByRole("combobox", { name: "Search products" });
  await input.fill("troffer");
  await input.press("Enter");
  await page.waitForURL(/\/catalogsearch\//);
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The signed-in account menu's links (the portal, ROUTE-03), read without changing anything. */
async function accountMenuLinks(page: Page, wide: boolean): Promise<string[]> {
  await signIn(page, "nora.viewer@brightline.example");
  await page.goto("/");
  const header = page.getByTestId("site-header");
  await header.getByTestId(wide ? "account-menu-button" : "account-menu-button-narrow").click();
  return internalLinks(page, header);
}

/** Each link answers 200 with a page title and a main heading: never an error page. */
async function expectEachLinkIsAPage(page: Page, links: Iterable<string>) {
  const problems: string[] = [];
  for (const path of new Set(links)) {
    const response = await page.request.get(path);
    const html = await response.text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim() ?? "";
    const heading = /<h1[\s>]/.test(html);
    if (response.status() !== 200) problems.push(`${path} answers ${response.status()}`);
    else if (!title || /not found|error/i.test(title)) problems.push(`${path} has the title "${title}"`);
    else if (!heading) problems.push(`${path} has no main heading`);
  }
  expect(problems).toEqual([]);
}

function routesWithoutAnEntry(links: string[]): string[] {
  return SPEC_ROUTES.filter(([, route]) => !links.some((link) => route.test(link))).map(([id]) => id);
}

test("ROUTE-30 the header, its submenus, the side panel and the footer reach every route of the spec, each a page", async ({
  page,
}) => {
  test.skip(
    test.info().project.name !== "desktop-1280",
    "the wide header; the phone test has the mobile menu",
  );
  test.setTimeout(120_000);
  await page.goto("/");
  const header = page.getByTestId("site-header");
  const links = [
    ...(await internalLinks(page, header)),
    ...(await internalLinks(page, page.getByTestId("site-footer"))),
  ];
  const main = page.getByRole("navigation", { name: "Main" });
  links.push(...(await linksBehindToggles(page, main)));
  await main.getByRole("button", { name: "Products" }).click();
  links.push(...(await sidePanelLinks(page)));
  links.push(await searchEntry(page));
  links.push(...(await accountMenuLinks(page, true)));

  expect(routesWithoutAnEntry(links)).toEqual([]);
  await expectEachLinkIsAPage(page, links);
});

test("ROUTE-30 the mobile menu and the footer reach every route of the spec, each a page", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "phone-375", "the mobile menu shows on narrow screens");
  test.setTimeout(120_000);
  await page.goto("/");
  const links = await internalLinks(page, page.getByTestId("site-footer"));
  links.push(...(await internalLinks(page, page.getByTestId("site-header"))));
  await page.getByTestId("mobile-menu-button").click();
  const menu = page.getByTestId("mobile-menu");
  // The Products entry gets its toggle once the category tree has arrived (HDR-15).
  await expect(menu.getByRole("button", { name: "Products submenu" })).toBeVisible();
  links.push(...(await internalLinks(page, menu)));
  links.push(...(await linksBehindToggles(page, menu)));
  await menu.getByRole("button", { name: "Products", exact: true }).click();
  links.push(...(await sidePanelLinks(page)));
  await page.goto("/");
  links.push(await searchEntry(page));
  links.push(...(await accountMenuLinks(page, false)));

  expect(routesWithoutAnEntry(links)).toEqual([]);
  await expectEachLinkIsAPage(page, links);
});

import { expect, type Locator, type Page, test } from "./fixtures.ts";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

type SidebarCategory = {
  categoryName: string;
  link: string;
  subCategories: { categoryName: string; link: string }[];
};
type SearchPage = { total: number; items: { sku: string; link: string }[] };

async function searchApi(page: Page, query: string): Promise<SearchPage> {
  const response = await page.request.get(`/api/product-service/products/search?${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

type BusiestSubCategory = { category: string; name: string; link: string; total: number };
let busiest: Promise<BusiestSubCategory> | undefined;

/** The sub-category with the most products, so "Load More" and filters have something to do. */
function busiestSubCategory(page: Page): Promise<BusiestSubCategory> {
  busiest ??= findBusiestSubCategory(page);
  return busiest;
}

async function findBusiestSubCategory(page: Page): Promise<BusiestSubCategory> {
  const tree: SidebarCategory[] = await (
    await page.request.get("/api/product-service/categories/sidebar")
  ).json();
  let best: BusiestSubCategory | undefined;
  for (const category of tree) {
    for (const sub of category.subCategories) {
      const { total } = await searchApi(page, `subCategory=${encodeURIComponent(sub.categoryName)}&limit=1`);
      if (!best || total > best.total)
        best = { category: category.categoryName, name: sub.categoryName, link: sub.link, total };
    }
  }
  if (!best) throw new Error("no sub-categories");
  return best;
}

/** The filter controls: the side column on wide screens, the "Filters" dialog on phones. */
async function openFilters(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole("complementary");
  await page.getByRole("button", { name: /^Filters/ }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeFilters(page: Page) {
  if (isPhone(page)) {
    await page
      .getByRole("dialog", { name: "Filters" })
      .getByRole("button", { name: /^Show \d+ products?$/ })
      .click();
  }
}

/** The SKU line of every product card, in grid order. */
const skusOnPage = (page: Page) =>
  page
    .getByTestId("product-card")
    .evaluateAll((cards) => cards.map((card) => card.querySelector("p")?.textContent ?? ""));

test.describe("sub-category page", () => {
  test("ROUTE-06 breadcrumb, title, grid of six with Load More; a filter from the UI changes the URL and the grid, and the shared URL reproduces it", async ({
    page,
    browser,
  }) => {
    const sub = await busiestSubCategory(page);
    expect(sub.total).toBeGreaterThan(6);
    await page.goto(sub.link);
    await expect(page.getByRole("heading", { level: 1, name: sub.name })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: sub.category })).toBeVisible();
    await expect(breadcrumb.getByText(sub.name)).toHaveAttribute("aria-current", "page");
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(6);
    await expect(page.getByTestId("listing-count")).toHaveText(`Showing 6 of ${sub.total} products`);

    await page.getByRole("link", { name: "Load More" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards).toHaveCount(Math.min(12, sub.total));

    const filters = await openFilters(page);
    const option = filters
      .getByRole("group", { name: "Color temperature (CCT)" })
      .getByRole("checkbox")
      .first();
    // The label reads "3000K, 4 products" to assistive technology (the count's words are visually hidden).
    const label = await option.evaluate(
      (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? "",
    );
    const [, kelvin, count] = /^(\d+K), ([\d,]+) products?$/.exec(label) ?? [];
    await option.check();
    await expect(page).toHaveURL(new RegExp(`[?&]cct=${kelvin?.replace("K", "")}(&|$)`));
    await expect(page).not.toHaveURL(/page=/);
    await closeFilters(page);
    const expected = Number(count?.replace(",", ""));
    await expect(page.getByTestId("listing-count")).toHaveText(
      `Showing ${Math.min(6, expected)} of ${expected} ${expected === 1 ? "product" : "products"}`,
    );
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText([
      kelvin ?? "",
    ]);
    // #9.15: every card can be ordered in that CCT: as standard, or as one of its CCT options.
    for (const card of await page.getByTestId("product-card").all()) {
      await expect(card.getByText(/^CCT: /)).toContainText(kelvin ?? "");
    }
    const shown = await skusOnPage(page);

    // A second visitor opening the shared link sees the same filtered grid.
    const shared = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await shared.goto(page.url());
    await expect(shared.getByTestId("listing-count")).toHaveText(
      await page.getByTestId("listing-count").innerText(),
    );
    expect(await skusOnPage(shared)).toEqual(shown);
    const sharedFilters = await openFilters(shared);
    await expect(sharedFilters.getByRole("checkbox", { name: new RegExp(`^${kelvin}`) })).toBeChecked();
    await shared.close();
  });

  test("ROUTE-06 filters that match nothing say so and offer to clear them; sorting lives in the URL", async ({
    page,
  }) => {
    const sub = await busiestSubCategory(page);
    await page.goto(`${sub.link}?wattageMin=99999`);
    await expect(page.getByRole("heading", { name: "No products match these filters" })).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(new RegExp(`${sub.link}$`));
    await expect(page.getByTestId("product-card")).toHaveCount(6);

    const recommended = await listPrices(page);
    const descending = (prices: number[]) => [...prices].sort((a, b) => b - a);
    // The demo sub-category's recommended order is not its price order, so the sort has work to do.
    expect(recommended).not.toEqual(descending(recommended));
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    // React Router writes the URL before React renders the new list (a transition): the list is read
    // until it has changed, then it must be in price order.
    await expect.poll(() => listPrices(page)).not.toEqual(recommended);
    const prices = await listPrices(page);
    expect(prices).toEqual(descending(prices));
  });

  test("ROUTE-06 an unknown category and sub-category pair is a 404", async ({ page }) => {
    const sub = await busiestSubCategory(page);
    const [, , , subSlug] = sub.link.split("/");
    expect((await page.goto(`/p/No-Such-Category/${subSlug}`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    expect((await page.goto("/p/Downlights/Nothing-Here"))?.status()).toBe(404);
  });
});

/** The list prices of the product cards shown, in order (dollars). */
async function listPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByTestId("product-card")
    .getByText(/^List /)
    .allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

test.describe("search results page", () => {
  test("ROUTE-05 SRCH-11 results for a term, restricted by ?category=, with a way back to all categories", async ({
    page,
  }) => {
    const term = "40W";
    const all = await searchApi(page, `q=${term}&limit=1`);
    const tree: SidebarCategory[] = await (
      await page.request.get("/api/product-service/categories/sidebar")
    ).json();
    const category = tree.find((c) => c.categoryName.includes(" "))?.categoryName ?? "";
    const restricted = await searchApi(page, `q=${term}&category=${encodeURIComponent(category)}&limit=1`);
    expect(restricted.total).toBeGreaterThan(0);
    expect(restricted.total).toBeLessThan(all.total);

    await page.goto(`/catalogsearch/${term}?category=${encodeURIComponent(category)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${term}”`);
    await expect(page.getByText(`In ${category}`)).toBeVisible();
    await expect(page.getByTestId("listing-count")).toHaveText(
      `Showing ${Math.min(6, restricted.total)} of ${restricted.total} ${restricted.total === 1 ? "product" : "products"}`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await page.getByRole("link", { name: "Search all categories" }).click();
    await expect(page).toHaveURL(new RegExp(`/catalogsearch/${term}$`));
    await expect(page.getByTestId("listing-count")).toHaveText(`Showing 6 of ${all.total} products`);
  });

  test("SRCH-09 ROUTE-05 a term nothing matches shows 'No products found'", async ({ page }) => {
    await page.goto("/catalogsearch/qqxxzzvvww");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByTestId("product-card")).toHaveCount(0);
  });

  test("SRCH-04 a term under two characters is not searched: the page says so", async ({ page }) => {
    await page.goto("/catalogsearch/a");
    await expect(page.getByTestId("search-too-short")).toHaveText(/Type at least 2 characters to search/);
    await expect(page.getByTestId("product-card")).toHaveCount(0);
  });
});

test.describe("product page", () => {
  async function openFirstProduct(page: Page) {
    const sub = await busiestSubCategory(page);
    await page.goto(sub.link);
    const link = page.getByTestId("product-card").first().getByRole("link");
    const href = (await link.getAttribute("href")) ?? "";
    await link.click();
    await expect(page).toHaveURL(href);
    return href;
  }

  test("changing an option updates the catalog number and the price live; ?option= preselects", async ({
    page,
  }) => {
    await openFirstProduct(page);
    const sku = (await page.getByTestId("product-sku").innerText()).trim();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const number = page.getByTestId("catalog-number");
    const price = page.getByTestId("configured-price");
    const before = { number: await number.innerText(), price: await price.innerText() };
    // #9.11: the standard configuration's catalog number is the SKU itself.
    expect(before.number).toBe(sku);

    // An option with a surcharge, chosen as a person would: by its label.
    const configurator = page.getByTestId("product-configurator");
    const paid = configurator.getByRole("radio", { name: /\+\$/ }).first();
    const name = (await paid.getAttribute("value")) ?? "";
    const label = paid.locator("xpath=..");
    const surcharge = Number((await label.innerText()).match(/\+\$([\d.,]+)/)?.[1]?.replace(",", ""));
    await label.click();
    await expect(paid).toBeChecked();
    await expect(number).not.toHaveText(before.number);
    const toCents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
    await expect
      .poll(async () => toCents(await price.innerText()))
      .toBe(toCents(before.price) + Math.round(surcharge * 100));
    await expect(page).toHaveURL(new RegExp(`[?&]option=${name}`));
    const changed = await number.innerText();

    // The address now carries the choice: reloading it (or sharing it) shows the same configuration.
    await page.reload();
    await expect(number).toHaveText(changed);
    await expect(configurator.getByRole("radio", { name: /\+\$/ }).first()).toBeChecked();
  });

  test("#9.12 #9.14 choosing options re-describes the product: title, spec table, picture and spec-sheet link", async ({
    page,
  }) => {
    // A flagship wall pack of the demo catalogue: 40W / 4000K / Bronze as standard.
    await page.goto("/product/wpx-m-40-40k");
    const title = page.getByTestId("product-title");
    await expect(title).toHaveText("WPX Medium 40W Wall Pack, 4000K");
    const configurator = page.getByTestId("product-configurator");
    const specs = page.getByTestId("spec-table");
    const row = (label: string) =>
      specs.getByRole("row", { name: new RegExp(`^${label}\\b`) }).getByRole("cell");
    await expect(row("CCT")).toHaveText("4000K");
    const standardLumens = await row("Lumens").innerText();

    for (const choice of ["60W", "3000K", "White"]) {
      await configurator
        .locator("label")
        .filter({ hasText: new RegExp(`^${choice}`) })
        .click();
    }
    await expect(title).toHaveText("WPX Medium 60W Wall Pack, 3000K, White");
    await expect(page.getByTestId("catalog-number")).toHaveText("WPX-M-60-30K-WH");
    await expect(row("Wattage")).toHaveText("60W");
    await expect(row("CCT")).toHaveText("3000K");
    await expect(row("Finish")).toHaveText("White");
    await expect(row("Lumens")).not.toHaveText(standardLumens);
    // The picture shows the white finish in warm light.
    await expect(page.getByTestId("gallery-main-image")).toHaveAttribute("src", /finish=white&cct=3000/);
    // The spec sheet link carries the options and opens the configuration's PDF.
    const sheet = page.getByTestId("product-documents").getByRole("link", { name: /Specification sheet/ });
    const href = (await sheet.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/media\/spec-sheets\/WPX-M-40-40K\.pdf\?option=/);
    for (const code of ["CCT-30K", "W-60", "FIN-WH"]) expect(href).toContain(code);
    await expect(sheet).toContainText("WPX-M-60-30K-WH Specification Sheet");
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-disposition"]).toContain("WPX-M-60-30K-WH.pdf");

    // Reloading the address the page wrote shows the same configuration, rendered on the server.
    await page.reload();
    await expect(title).toHaveText("WPX Medium 60W Wall Pack, 3000K, White");
    await expect(row("Finish")).toHaveText("White");
  });

  test("image thumbnails work with the keyboard; spec table, application and documents are there", async ({
    page,
  }) => {
    await openFirstProduct(page);
    const thumbs = page.getByRole("button", { name: /^Show image \d+ of \d+$/ });
    if ((await thumbs.count()) > 1) {
      const main = page.getByTestId("gallery-main-image");
      const first = await main.getAttribute("src");
      await thumbs.first().focus();
      await page.keyboard.press("ArrowRight");
      await expect(thumbs.nth(1)).toBeFocused();
      await expect(thumbs.nth(1)).toHaveAttribute("aria-pressed", "true");
      await expect(main).not.toHaveAttribute("src", first ?? "");
    }
    await expect(page.getByTestId("spec-table").getByRole("rowheader").first()).toBeVisible();
    await expect(page.getByTestId("product-application")).not.toHaveText(/^::/);
    const documents = page.getByTestId("product-documents").getByRole("link");
    await expect(documents.first()).toContainText("Specification sheet");
    for (const href of await documents.evaluateAll((links) =>
      links.map((a) => a.getAttribute("href") ?? ""),
    )) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      const head = (await response.body()).subarray(0, 11).toString("latin1");
      expect(head, href).toMatch(href.endsWith(".ies") ? /^IESNA:LM-63/ : /^%PDF-/);
    }
  });

  test("AMB-34 SEC-11 guests see no stock: the tooltip says who can, with a sign-in link", async ({
    page,
  }) => {
    const href = await openFirstProduct(page);
    const panel = page.getByTestId("inventory-panel");
    await expect(panel.getByRole("table")).toHaveCount(0);
    // #9.6: the link brings the guest back to this product after signing in.
    await expect(panel.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/login?redirectTo=${encodeURIComponent(href)}`,
    );
    const info = panel.getByRole("button", { name: "Who can see inventory" });
    if (isPhone(page)) await info.tap();
    else await info.hover();
    await expect(page.getByRole("tooltip")).toHaveText(
      "Inventory is visible only to verified distributors or representatives",
    );
  });

  test("search engines: the product page has a canonical URL and schema.org Product data", async ({
    page,
    baseURL,
  }) => {
    const href = await openFirstProduct(page);
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${href}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    const sku = (await page.getByTestId("product-sku").innerText()).trim();
    expect(data).toMatchObject({
      "@type": "Product",
      sku,
      name: await page.getByRole("heading", { level: 1 }).innerText(),
      brand: { "@type": "Brand", name: "Lumenor" },
      offers: { "@type": "Offer", priceCurrency: "USD" },
    });
    expect(data.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(data.image[0]).toMatch(/^https?:\/\//);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
  });
});

test("search engines: /sitemap.xml lists categories, sub-categories and products; /robots.txt points at it", async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain("<urlset");
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/category/[^<]+</loc>`));
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/p/[^<]+/[^<]+</loc>`));
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/product/[^<]+</loc>`));
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test.describe("#9.15 #9.16 category listings", () => {
  test("#9.16 a category page has the sub-category page's filters and sort, kept in the URL", async ({
    page,
  }) => {
    await page.goto("/category/Downlights");
    await expect(page.getByTestId("product-card")).toHaveCount(6);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await expect(page).toHaveURL(/\/category\/Downlights\?sort=price-asc$/);
    // The URL changes before the sorted list has replaced the first one: read the cards until it has.
    const prices = () =>
      page
        .getByTestId("product-card")
        .evaluateAll((cards) =>
          cards.map((card) => Number(/\$([\d,.]+)/.exec(card.textContent ?? "")?.[1]?.replaceAll(",", ""))),
        );
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.length === 6 && shown.every((price, i) => i === 0 || (shown[i - 1] ?? 0) <= price);
      })
      .toBe(true);
    const filters = await openFilters(page);
    await filters.getByRole("checkbox", { name: /^3000K/ }).check();
    await expect(page).toHaveURL(/cct=3000/);
    await closeFilters(page);
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText(["3000K"]);
  });

  test("#9.15 the CCT filter counts every product that can be ordered in it, options included", async ({
    page,
  }) => {
    await page.goto("/p/Downlights/Recessed-Downlights");
    const filters = await openFilters(page);
    await expect(
      filters.getByText("Products that can be ordered in each CCT, standard or as an option."),
    ).toBeVisible();
    const label = await filters
      .getByRole("checkbox", { name: /^3000K/ })
      .evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? "");
    const offered = Number(/, ([\d,]+) products?$/.exec(label)?.[1]?.replace(",", ""));
    const nominal = await page.request
      .get("/api/product-service/products/search?subCategory=Recessed-Downlights&limit=60")
      .then((response) => response.json())
      .then(
        (body: { items: { name: string }[] }) =>
          body.items.filter((item) => item.name.endsWith("3000K")).length,
      );
    // Offered in 3000K as an option counts too: more than the products whose standard CCT it is.
    expect(offered).toBeGreaterThan(nominal);
  });
});

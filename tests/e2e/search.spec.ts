import { expect, type Page, test } from "./fixtures.ts";

type SearchResult = { name: string; badge: string; link: string; altText: string; image: string | null };

const TERM = "troffer";

function headerSearch(page: Page) {
  const box = page.getByTestId("site-header").getByRole("search");
  return {
    box,
    input: box.getByRole("combobox", { name: "Search products" }),
    category: box.getByRole("combobox", { name: "Search category" }),
    listbox: box.getByRole("listbox", { name: "Search suggestions" }),
    popup: box.getByTestId("search-popup"),
  };
}

async function suggestionsFromApi(page: Page, term: string): Promise<SearchResult[]> {
  const response = await page.request.get(
    `/api/product-service/elastic-search/search?limit=12&shortened=true&searchTerm=${encodeURIComponent(term)}`,
  );
  expect(response.ok()).toBe(true);
  return response.json();
}

test.describe("header search", () => {
  test("SRCH-03 SRCH-05 SRCH-07 type in the header, pick a suggestion with ArrowDown + Enter, land on its page", async ({
    page,
  }) => {
    const expected = await suggestionsFromApi(page, TERM);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto("/");
    const search = headerSearch(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/elastic-search/search")) requests.push(new URL(request.url()).search);
    });
    await search.input.click();
    await search.input.pressSequentially("tr", { delay: 20 });
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await search.input.pressSequentially(TERM.slice(2), { delay: 20 });
    const options = search.listbox.getByRole("option");
    await expect(options).toHaveCount(Math.min(expected.length, 10));
    // The last request is for the whole word, and none went out below 3 characters. The debounce (one
    // request a burst) is timed with fake timers in SearchForm.test.tsx: a browser on a busy machine can
    // stall longer than 300 ms between two keystrokes, and then asks in between, as it should.
    await expect.poll(() => requests.at(-1)).toBe(`?limit=12&shortened=true&searchTerm=${TERM}`);
    expect(
      requests.filter((query) => (new URLSearchParams(query).get("searchTerm") ?? "").length < 3),
    ).toEqual([]);
    const first = expected[0] as SearchResult;
    await expect(options.first()).toContainText(first.name);
    await expect(options.first().getByTestId("search-badge")).toHaveText(first.badge);
    await expect(search.input).toHaveAttribute("aria-expanded", "true");

    // The first product (a "Part No." result), reached with the arrow keys only.
    const productIndex = expected.slice(0, 10).findIndex((result) => result.badge === "Part No.");
    expect(productIndex).toBeGreaterThanOrEqual(0);
    const product = expected[productIndex] as SearchResult;
    await search.input.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    for (let i = 0; i < productIndex; i++) await search.input.press("ArrowDown");
    const chosen = options.nth(productIndex);
    await expect(chosen).toHaveAttribute("aria-selected", "true");
    await expect(chosen).toContainText(product.name);
    await expect(search.input).toHaveAttribute(
      "aria-activedescendant",
      (await chosen.getAttribute("id")) ?? "",
    );
    await search.input.press("Enter");
    await expect(page).toHaveURL(product.link);
    // A word match names the product by its name, which is the product page's title.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  });

  test("the popup fits the viewport: full width below the logo on a phone, beside it on a desktop", async ({
    page,
  }) => {
    await page.goto("/");
    const search = headerSearch(page);
    await search.input.fill(TERM);
    await expect(search.listbox.getByRole("option").first()).toBeVisible();
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const box = await search.box.boundingBox();
    const popup = await search.popup.boundingBox();
    const logo = await page
      .getByTestId("site-header")
      .getByRole("link", { name: /home$/ })
      .first()
      .boundingBox();
    if (!box || !popup || !logo) throw new Error("search box, popup or logo not laid out");
    expect(popup.x).toBeGreaterThanOrEqual(0);
    expect(popup.x + popup.width).toBeLessThanOrEqual(viewport.width);
    expect(popup.width).toBeCloseTo(box.width, 0);
    if (viewport.width < 800) {
      expect(box.y).toBeGreaterThanOrEqual(logo.y + logo.height);
      expect(box.width).toBeGreaterThan(viewport.width - 48);
    } else {
      expect(box.x).toBeGreaterThan(logo.x + logo.width);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("Escape closes the suggestions, a second Escape clears the input, a click outside closes them", async ({
    page,
  }) => {
    await page.goto("/");
    const search = headerSearch(page);
    await search.input.fill(TERM);
    await expect(search.input).toHaveAttribute("aria-expanded", "true");
    await search.input.press("Escape");
    await expect(search.input).toHaveAttribute("aria-expanded", "false");
    await expect(search.popup).toBeHidden();
    await expect(search.input).toHaveValue(TERM);
    await search.input.press("ArrowDown");
    await expect(search.input).toHaveAttribute("aria-expanded", "true");
    // An empty spot of the top bar, outside the search box and clear of the popup.
    await page.mouse.click(5, 5);
    await expect(search.popup).toBeHidden();
    await search.input.press("Escape");
    await expect(search.input).toHaveValue("");
  });

  test("SRCH-11 submitting opens /catalogsearch/{term}, with ?category= only when one is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    const search = headerSearch(page);
    await search.input.fill(TERM);
    await search.input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/catalogsearch/${TERM}$`));

    const names: string[] = await (
      await page.request.get("/api/product-service/categories/searchbar")
    ).json();
    const category = names[0] as string;
    await search.category.focus();
    await expect(search.category.locator("option")).toHaveCount(names.length + 1);
    await search.category.selectOption(category);
    await search.input.fill("4ft 40W");
    await search.box.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(
      `/catalogsearch/${encodeURIComponent("4ft 40W")}?category=${encodeURIComponent(category)}`,
    );
  });

  test("SRCH-04 under 2 characters nothing is submitted and a hint says why", async ({ page }) => {
    await page.goto("/");
    const search = headerSearch(page);
    await search.input.fill("a");
    await search.input.press("Enter");
    await expect(search.box.getByText("Type at least 2 characters to search.")).toBeVisible();
    await expect(page).toHaveURL("/");
  });

  test("#9.18 the too-short hint shows whole, above the menu bar", async ({ page }) => {
    await page.goto("/");
    const search = headerSearch(page);
    await search.input.fill("a");
    await search.input.press("Enter");
    const hint = search.box.getByText("Type at least 2 characters to search.");
    await expect(hint).toBeVisible();
    const covered = await hint.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const points = [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ] as const;
      return points.filter(([x, y]) => !element.contains(document.elementFromPoint(x, y))).length;
    });
    expect(covered).toBe(0);
  });

  test("#9.17 a results page opened from a link shows its term and category in the header search", async ({
    page,
  }) => {
    const categories: string[] = await (
      await page.request.get("/api/product-service/categories/searchbar")
    ).json();
    const category = categories[1] ?? "";
    await page.goto(`/catalogsearch/2x4%20troffer?category=${encodeURIComponent(category)}`);
    const search = headerSearch(page);
    await expect(search.input).toHaveValue("2x4 troffer");
    await expect(search.category).toHaveValue(category);
    await page.reload();
    await expect(search.input).toHaveValue("2x4 troffer");
    await expect(search.category).toHaveValue(category);
  });

  test("#9.18 the suggestions end with a link to every result for the term", async ({ page }) => {
    await page.goto("/");
    const search = headerSearch(page);
    await search.input.fill(TERM);
    const seeAll = search.popup.getByRole("link", { name: `See all results for “${TERM}”` });
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(`/catalogsearch/${TERM}`);
    await expect(search.input).toHaveValue(TERM);
  });

  test("#9.19 a term over 100 characters is refused with a message; the heading ends in an ellipsis", async ({
    page,
  }) => {
    const long = "troffer ".repeat(20).trim();
    await page.goto(`/catalogsearch/${encodeURIComponent(long)}`);
    await expect(page.getByTestId("search-too-short")).toHaveText(
      "Searches are limited to 100 characters. Shorten the search and try again.",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Results for “troffer troffer .*…”$/);
    await expect(page.getByTestId("product-card")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  });
});

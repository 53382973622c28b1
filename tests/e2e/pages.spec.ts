import { expect, test } from "./fixtures.ts";

test("HDR-09 header and footer are hidden on custom-builder sub-pages and shown on /custom-builder", async ({
  page,
}) => {
  await page.goto("/custom-builder/SCX-SERIES");
  await expect(page.getByTestId("site-header")).toHaveCount(0);
  await expect(page.getByTestId("site-footer")).toHaveCount(0);
  await page.goto("/custom-builder");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("site-footer")).toBeVisible();
});

test("an unknown path renders the 404 page in the site layout with HTTP status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page/anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  const search = page.getByRole("main").getByRole("search");
  await search.getByRole("combobox", { name: "Search products" }).fill("troffer");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/catalogsearch\/troffer$/);
});

test("#9.5 the 404 page has a title, rendered by the server and after a client navigation", async ({
  page,
}) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveTitle(/^Page not found \| /);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { level: 1 }).first()).not.toHaveText("Page not found");
  await expect(page).not.toHaveTitle(/Page not found/);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
});

test("ROUTE-07 an unknown category is a 404; category slugs resolve case-insensitively", async ({ page }) => {
  const missing = await page.goto("/category/No-Such-Category");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const categories: { categoryName: string }[] = await (
    await page.request.get("/api/product-service/categories/sidebar")
  ).json();
  const name = categories.find((c) => c.categoryName.includes(" "))?.categoryName ?? "";
  const found = await page.goto(`/category/${name.replaceAll(" ", "-").toLowerCase()}`);
  expect(found?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("health check answers 200 with the database status", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    status: "ok",
    database: { kind: "pglite", reachable: true },
  });
});

test("API-11 API-12 the category endpoints answer JSON in position order", async ({ request }) => {
  const sidebar = await (await request.get("/api/product-service/categories/sidebar")).json();
  const names = await (await request.get("/api/product-service/categories/searchbar")).json();
  expect(names).toEqual(sidebar.map((c: { categoryName: string }) => c.categoryName));
});

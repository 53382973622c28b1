import { expect, type Page, test } from "./fixtures.ts";

// Favorites (issue 14) of the users of an account of the test's own (`ownAccount`): no demo user's
// favorites are touched. The fixture account has no price list, so prices are the list prices.

const PRODUCT = "/product/dlx-8-20-50k";
const SKU = "DLX-8-20-50K";

/** The answer of the favorites call the click sent, so the page's optimistic heart is also the server's. */
const favoriteCall = (page: Page, method: "POST" | "DELETE") =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      new URL(response.url()).pathname.startsWith("/api/user-service/favorites/"),
  );

test("FAV-01 FAV-02 FAV-03 API-30 API-31 API-32 a buyer favorites a product from its page and from a card, finds them in the tab, and removes them", async ({
  page,
  ownAccount,
}) => {
  await ownAccount.signInAs(page, "admin");
  await page.goto(PRODUCT);
  const heart = page.getByRole("button", { name: "Add to favorites" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const added = favoriteCall(page, "POST");
  await heart.click();
  expect((await added).status()).toBe(201);
  const pressed = page.getByRole("button", { name: "Remove from favorites" });
  await expect(pressed).toHaveAttribute("aria-pressed", "true");

  // A card of the same series below: its heart, named with its product.
  const card = page.getByTestId("product-card").first();
  const cardName = (await card.getByRole("heading").textContent())?.trim() ?? "";
  const cardAdded = favoriteCall(page, "POST");
  await card.getByRole("button", { name: `Add ${cardName} to favorites` }).click();
  expect((await cardAdded).status()).toBe(201);
  await expect(card.getByRole("button", { name: `Remove ${cardName} from favorites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The page knows them after a reload: the hearts read the server's list.
  await page.reload();
  await expect(page.getByRole("button", { name: "Remove from favorites" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The portal opens on the favorites tab: newest first, with picture, name and link, SKU and price.
  await page.goto("/user");
  await expect(page.getByRole("heading", { level: 2, name: "My Favorite Items" })).toBeVisible();
  const rows = page.getByTestId("favorite-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole("link", { name: cardName })).toBeVisible();
  const mine = rows.filter({ hasText: SKU });
  await expect(mine.getByTestId("favorite-sku")).toHaveText(SKU);
  await expect(mine.getByRole("link")).toHaveAttribute("href", PRODUCT);
  await expect(mine.getByTestId("favorite-price")).toContainText("$");
  await expect(mine.locator("img")).toBeVisible();
  // The admin may order: Add to cart beside Remove.
  await expect(mine.getByRole("button", { name: /to the cart$/ })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // Removed from the tab, and the product page's heart follows.
  const removed = favoriteCall(page, "DELETE");
  await mine.getByRole("button", { name: /^Remove .* from favorites$/ }).click();
  expect((await removed).status()).toBe(200);
  await expect(rows).toHaveCount(1);
  await page.goto(PRODUCT);
  await expect(page.getByRole("button", { name: "Add to favorites" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  // The last one off with the card's heart: the tab is empty.
  const offCard = favoriteCall(page, "DELETE");
  await page
    .getByTestId("product-card")
    .getByRole("button", { name: `Remove ${cardName} from favorites` })
    .click();
  expect((await offCard).status()).toBe(200);
  await page.goto("/user?tab=my-favorite-items");
  await expect(page.getByTestId("favorites-empty")).toContainText("No favorite items yet.");
});

test("FAV-02 a guest's heart goes to sign in and comes back to the product", async ({ page, ownAccount }) => {
  await page.goto(PRODUCT);
  await page.getByRole("button", { name: "Add to favorites" }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(PRODUCT)}`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(ownAccount.users.basic.email);
  await form.getByLabel("Password").fill(ownAccount.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  // Signing in hashes the password (scrypt): on a busy machine that takes a few seconds.
  await expect(page).toHaveURL(PRODUCT, { timeout: 15_000 });
  // A basic customer keeps favorites too.
  const added = favoriteCall(page, "POST");
  await page.getByRole("button", { name: "Add to favorites" }).click();
  expect((await added).status()).toBe(201);
  await expect(page.getByRole("button", { name: "Remove from favorites" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

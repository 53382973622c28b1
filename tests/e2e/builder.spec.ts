import { expect, type Page, test } from "./fixtures.ts";
import { horizontalOverflow, signIn } from "./support.ts";

// The SCX custom builder and saved designs (issue 14 item 5), in an account of the test's own
// (`ownAccount`) where something is written; the demo buyer is only read (his account's price).

const BUILDER = "/custom-builder/SCX-SERIES";
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
/** "$1,234.50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);
const dollars = (amount: number) =>
  (amount / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
const listPrice = async (page: Page) => cents((await page.getByTestId("list-price").textContent()) ?? "");

test("ROUTE-10 ROUTE-11 DESIGN-01 DESIGN-02 HDR-09 the entry page has the site's header and footer; the SCX builder is full screen without them", async ({
  page,
}) => {
  await page.goto("/custom-builder");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("site-footer")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Custom Builder" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Drawing of a 4 ft SCX fixture/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you can configure" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole("link", { name: "Start building an SCX fixture" }).click();
  await expect(page).toHaveURL(new RegExp(`${BUILDER}$`));
  await expect(page.getByRole("heading", { level: 1, name: "SCX Series Custom Builder" })).toBeVisible();
  await expect(page.getByTestId("site-header")).toHaveCount(0);
  await expect(page.getByTestId("site-footer")).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // A guest configures freely, and is offered to sign in to save.
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(BUILDER)}`,
  );
  await page.getByRole("link", { name: "Exit builder" }).click();
  await expect(page).toHaveURL(/\/custom-builder$/);
});

test("DESIGN-01 DESIGN-03 DESIGN-04 API-23 API-24 a buyer configures an SCX fixture, sees the catalog number and price change, saves it, finds it in My Custom Designs and adds it to the cart", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(90_000);
  await ownAccount.signInAs(page, "admin");
  await page.goto(BUILDER);
  const catalogNumber = page.getByTestId("catalog-number");
  await expect(catalogNumber).toHaveText("SCX-4-MO-40K-80-WH-AC-FR-DM-D10-NE");
  const base = await listPrice(page);

  // 8 ft adds 95.00; the drawing follows.
  await page.getByRole("radio", { name: /^8 ft/ }).check();
  await expect(catalogNumber).toHaveText("SCX-8-MO-40K-80-WH-AC-FR-DM-D10-NE");
  await expect.poll(() => listPrice(page)).toBe(base + 9_500);
  await expect(page.getByTestId("scx-drawing")).toHaveAttribute("aria-label", /an 8 ft SCX fixture in white/);
  await page.getByRole("radio", { name: /^Black/ }).check();
  await expect(page.getByTestId("scx-drawing")).toHaveAttribute("aria-label", /in black/);

  // The emergency battery rules out the 2 ft length, with the reason; the lead time grows.
  await page.getByRole("radio", { name: /^Emergency battery, 90 min/ }).check();
  await expect(catalogNumber).toHaveText("SCX-8-MO-40K-80-BK-AC-FR-DM-D10-EM");
  await expect.poll(() => listPrice(page)).toBe(base + 9_500 + 12_500);
  await expect(page.getByTestId("lead-time")).toHaveText("15 working days (about 3 weeks)");
  const twoFeet = page.getByRole("radio", { name: /^2 ft/ });
  await expect(twoFeet).toBeDisabled();
  await expect(twoFeet).toHaveAccessibleDescription(
    "The emergency battery does not fit in the 2 ft housing.",
  );
  // A non-dimming driver is ruled out while 0-10V dimming is chosen.
  await expect(page.getByRole("radio", { name: /^Non-dimming driver/ })).toBeDisabled();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Save (API-23): once, even when the button is pressed twice.
  const saves: string[] = [];
  page.on("request", (request) => {
    if (
      request.method() === "POST" &&
      new URL(request.url()).pathname === "/api/cart-service/custom-design/add"
    )
      saves.push(request.url());
  });
  const configured = await listPrice(page);
  await page.getByLabel("Design name").fill("Lobby run");
  await page.getByLabel(/^Note/).fill("Six in a row over the reception desk");
  await page.getByRole("button", { name: "Save design" }).click();
  await expect(toast(page, "Custom design saved")).toBeVisible();
  await expect(page.getByTestId("saved-design")).toContainText(
    "Saved as Lobby run (SCX-8-MO-40K-80-BK-AC-FR-DM-D10-EM).",
  );
  expect(saves).toHaveLength(1);

  // Into the cart, from the builder.
  await page
    .getByTestId("saved-design")
    .getByRole("button", { name: /Add to cart/ })
    .click();
  await expect(toast(page, "Lobby run is in your cart as SCX-8-MO-40K-80-BK-AC-FR-DM-D10-EM.")).toBeVisible();
  await page.getByTestId("design-in-cart").click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  // The cart charges what the builder showed: the base fixture and every adder.
  await expect(page.getByTestId("cart-line")).toContainText("SCX-8-MO-40K-80-BK-AC-FR-DM-D10-EM");
  await expect(page.getByTestId("cart-line")).toContainText(dollars(configured));

  // My Custom Designs (API-24): listed, duplicated, opened in the builder.
  await page.goto("/user?tab=my-custom-designs");
  await expect(page.getByRole("heading", { level: 2, name: "My Custom Designs" })).toBeVisible();
  const rows = page.getByTestId("design-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("SCX-8-MO-40K-80-BK-AC-FR-DM-D10-EM");
  await expect(rows.first()).toContainText("Six in a row over the reception desk");
  await rows.first().getByRole("button", { name: "Duplicate Lobby run" }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Copy of Lobby run");
  const pdf = await page.request.get(
    (await rows
      .first()
      .getByRole("link", { name: /Spec sheet/ })
      .getAttribute("href")) ?? "",
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  page.once("dialog", (dialog) => dialog.accept());
  await rows.first().getByRole("button", { name: "Delete Copy of Lobby run" }).click();
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("link", { name: "Open Lobby run" }).click();
  await expect(page).toHaveURL(/\/custom-builder\/SCX-SERIES\?design=/);
  await expect(page.getByText('Opened from your design "Lobby run"')).toBeVisible();
  await expect(page.getByTestId("catalog-number")).toHaveText("SCX-8-MO-40K-80-BK-AC-FR-DM-D10-EM");
});

test("DESIGN-01 a buyer whose account has a price list sees the account's price beside the list price", async ({
  page,
}) => {
  await signIn(page, "ben.buyer@brightline.example");
  await page.goto(BUILDER);
  // Brightline's net price for the SCX base fixture is 104.00; the standard configuration adds nothing.
  await expect(page.getByTestId("account-price")).toContainText("$104.00");
  await page.getByRole("radio", { name: /^90\+ CRI/ }).check();
  await expect(page.getByTestId("account-price")).toContainText("$128.00");
});

test("DESIGN-03 PROJ-06 QUOTE-04 a saved design goes into a new project and into a draft quote from My Custom Designs, at its configured price", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(90_000);
  await ownAccount.signInAs(page, "admin");
  await page.goto(BUILDER);
  await page.getByRole("radio", { name: /^8 ft/ }).check();
  await expect(page.getByTestId("catalog-number")).toHaveText("SCX-8-MO-40K-80-WH-AC-FR-DM-D10-NE");
  const configured = await listPrice(page);
  await page.getByLabel("Design name").fill("Warehouse aisle");
  await page.getByRole("button", { name: "Save design" }).click();
  await expect(toast(page, "Custom design saved")).toBeVisible();

  await page.goto("/user?tab=my-custom-designs");
  const row = page.getByTestId("design-row").first();
  await row.getByRole("button", { name: "Add to Project" }).click();
  const dialog = page.getByTestId("add-to-project-dialog");
  await dialog.getByLabel("Project name").fill("Aisle 4 relight");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Product added to new project")).toBeVisible();

  await row.getByRole("button", { name: "Save as quote Warehouse aisle" }).click();
  await page.getByLabel("Purchase order (PO)").fill("PO-AISLE-4");
  await page
    .getByRole("dialog", { name: "Save as quote" })
    .getByRole("button", { name: "Save as quote", exact: true })
    .click();
  await expect(page).toHaveURL(/\/user\/quotes\//);
  await expect(page.getByText("SCX-8-MO-40K-80-WH-AC-FR-DM-D10-NE").first()).toBeVisible();
  await expect(page.getByText(dollars(configured)).first()).toBeVisible();

  await page.goto("/user?tab=my-quotes-/-projects");
  await page.getByRole("link", { name: "Aisle 4 relight" }).click();
  await expect(page.getByText("SCX-8-MO-40K-80-WH-AC-FR-DM-D10-NE").first()).toBeVisible();
  await expect(page.getByText(dollars(configured)).first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

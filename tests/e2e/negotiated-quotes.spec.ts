import { baseURL } from "../../playwright.config.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { APPROVED_CARD, payByCard, payInNewTab, toastOf } from "./payment-support.ts";
import { signIn } from "./support.ts";

// Issue 32 item 3, negotiated quotes, end to end in an account of the test's own (`ownAccount`): its
// buyer (the admin, with cart rights) and its rep (the fixture's own sales rep record), each in a
// browser context of their own.

/** A page of another browser context, handed back once React has hydrated it. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 15_000,
  });
}

/** The rep's answer on the quote page: a unit price per SKU, then Send. */
async function answer(page: Page, prices: Record<string, string>, note: string) {
  const form = page.getByTestId("rep-answer");
  for (const [sku, price] of Object.entries(prices)) {
    await form.getByLabel(`Unit price for ${sku}`).fill(price);
  }
  await form.getByLabel("Note to the buyer (optional)").fill(note);
  await form.getByRole("button", { name: "Send prices to the buyer" }).click();
  await expect(page.getByTestId("quote-status")).toHaveText("Answered");
}

test("#32.3 a buyer requests a quote from the cart, the rep answers with prices, the buyer asks again, the rep answers again, and the buyer accepts and orders at the negotiated prices", async ({
  page,
  browser,
  ownAccount,
}) => {
  test.setTimeout(150_000);
  await ownAccount.signInAs(page, "admin");
  await page.goto("/quick-order");
  await page.getByLabel("Order lines").fill("DLX-8-20-50K 4\nCTR-22-30-50K 2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("quick-order-added")).toContainText("Added 2 lines to the cart");

  // The request, from the cart.
  await page.goto("/cart");
  await page.getByRole("button", { name: "Request a quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a quote" });
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Tell your rep what you need")).toBeVisible();
  await dialog
    .getByLabel("Message to your rep")
    .fill("Retail fit-out, 4 downlights and 2 troffers: can you sharpen these?");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByTestId("quote-requested")).toContainText("is requested");
  await dialog.getByRole("link", { name: /Open quote Q-/ }).click();
  await expect(page).toHaveURL(/\/user\/quotes\/[0-9a-f-]{36}$/);
  const quoteUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId("quote-status")).toHaveText("Requested");
  // Not orderable, editable or deletable while it is being negotiated.
  await expect(page.getByRole("link", { name: "Place order" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Delete|Save changes/ })).toHaveCount(0);

  // The rep: the request in the Quote requests list, answered with prices.
  const repContext = await browser.newContext({ baseURL });
  const rep = await repContext.newPage();
  try {
    await signIn(rep, ownAccount.users.rep.email, ownAccount.password);
    await open(rep, "/user?tab=my-quotes-/-projects");
    const row = rep.getByTestId("quote-request-row").first();
    await expect(row).toContainText("Requested");
    await expect(row).toContainText(ownAccount.name);
    await row.getByRole("link", { name: /Quote Q-/ }).click();
    await expect(rep).toHaveURL(new RegExp(`${quoteUrl}$`));
    const form = rep.getByTestId("rep-answer");
    await form.getByLabel("Unit price for DLX-8-20-50K").fill("fifty");
    await form.getByRole("button", { name: "Send prices to the buyer" }).click();
    await expect(form.getByText("Enter a unit price in dollars and cents, e.g. 45.50")).toBeVisible();
    await answer(
      rep,
      { "DLX-8-20-50K": "50.00", "CTR-22-30-50K": "90.00" },
      "Project pricing, held 30 days.",
    );

    // The buyer asks again.
    await page.reload();
    await expect(page.getByTestId("quote-status")).toHaveText("Answered");
    await expect(page.getByTestId("quote-thread")).toContainText("Project pricing, held 30 days.");
    await page.getByRole("button", { name: "Ask again" }).click();
    const ask = page.getByRole("dialog", { name: "Ask your rep again" });
    await ask.getByLabel("Message to your rep").fill("Can you do 48.00 on the DLX and 88.00 on the CTR?");
    await ask.getByRole("button", { name: "Send to your rep" }).click();
    await expect(page.getByTestId("quote-status")).toHaveText("Requested");

    // The rep answers again, at the asked prices.
    await rep.reload();
    await expect(rep.getByTestId("quote-thread")).toContainText("Can you do 48.00 on the DLX");
    await answer(rep, { "DLX-8-20-50K": "48.00", "CTR-22-30-50K": "88.00" }, "Agreed for this job.");
  } finally {
    await repContext.close();
  }

  // The buyer accepts and orders at those prices: 4 × 48.00 + 2 × 88.00 = 368.00.
  await page.reload();
  await expect(page.getByTestId("quote-summary-subtotal")).toHaveText("$368.00");
  await page.getByRole("button", { name: "Accept prices" }).click();
  await expect(page.getByTestId("quote-status")).toHaveText("Accepted");
  const steps = page.getByTestId("quote-thread-step");
  await expect(steps).toHaveCount(5);
  await page.getByRole("link", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\?quote=/);
  const checkout = page.getByRole("form", { name: "Checkout" });
  await expect(checkout).toBeVisible();
  const fill = async (label: string, value: string) => {
    const field = checkout.getByLabel(label, { exact: true });
    if ((await field.inputValue()) === "") await field.fill(value);
  };
  await fill("Company or name", "E2E Lighting");
  await fill("Address", "1 Main St");
  await fill("City", "Columbus");
  await fill("State (2 letters)", "OH");
  await fill("ZIP code", "43215");
  await checkout.getByRole("radio", { name: /Will call/ }).check();
  await checkout.getByRole("radio", { name: /Credit card/ }).check();
  await expect(checkout.getByTestId("totals-subtotal")).toContainText("$368.00");
  await payInNewTab(
    page,
    () => checkout.getByRole("button", { name: "Place order" }).click(),
    (tab) => payByCard(tab, APPROVED_CARD),
  );
  await expect(toastOf(page, "Order placed successfully!")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("totals-subtotal")).toContainText("$368.00");
  await page.goto(quoteUrl);
  await expect(page.getByTestId("quote-status")).toHaveText("Ordered");
  await expect(page.getByTestId("quote-order-link")).toBeVisible();
});

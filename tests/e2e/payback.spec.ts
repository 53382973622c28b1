import { baseURL } from "../../playwright.config.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./page-checks.ts";

/**
 * The payback calculator (ROUTE-13, issue 15 item 3): 100 × 400 W metal halide → 100 × 150 W LED,
 * 12 h × 365 d at $0.12/kWh, $20 maintenance, $250 + $75 per fixture, $50 rebate (the worked example of
 * lib/energy/payback.test.ts): 109,500 kWh and $15,140 a year, 21.8 months, $123,900 over 10 years.
 */
const worked = {
  "Number of existing fixtures": "100",
  "Watts per existing fixture": "400",
  "Number of new fixtures": "100",
  "Watts per new fixture": "150",
  "Hours on per day": "12",
  "Days on per year": "365",
  "Energy rate ($/kWh)": "0.12",
  "Annual maintenance per existing fixture ($)": "20",
  "Cost per new fixture ($)": "250",
  "Installation per new fixture ($)": "75",
  "Rebate per new fixture ($)": "50",
};

async function expectWorkedResults(page: Page) {
  await expect(page.getByTestId("result-kwh")).toHaveText("109,500 kWh");
  await expect(page.getByTestId("result-savings")).toHaveText("$15,140");
  await expect(page.getByTestId("result-payback")).toHaveText("21.8 months (1.8 years)");
  await expect(page.getByTestId("result-net")).toHaveText("$123,900");
  await expect(page.getByTestId("result-co2")).toHaveText("42.3 t");
  const chart = page.getByRole("img", { name: /^Cumulative cash flow over 10 years/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute(
    "aria-label",
    /-\$27,500 at installation, it pays back in 21\.8 months/,
  );
  await expect(chart.locator("rect")).toHaveCount(11);
}

test("ROUTE-13 compute a payback, see the results and the chart, share the link and get the same results", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const response = await page.goto("/payback-calculator");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^LED Payback Calculator \| /);
  await expect(page.getByRole("heading", { level: 1, name: "LED Payback Calculator" })).toBeVisible();
  const historyBefore = await page.evaluate(() => window.history.length);

  const form = page.getByRole("form", { name: "Payback calculator" });
  for (const [label, value] of Object.entries(worked)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await expectWorkedResults(page);
  // The address bar follows the form, replaced rather than pushed: no history entry per keystroke.
  await expect(page).toHaveURL(/[?&]rebate=50(&|$)/);
  expect(await page.evaluate(() => window.history.length)).toBe(historyBefore);

  // The table alternative of the chart.
  await page.getByText("Show the cash flow as a table").click();
  const table = page.getByRole("table", { name: "Cumulative cash flow by year" });
  await expect(table.getByRole("row", { name: /^0 \(installation\)/ })).toContainText("-$27,500");
  await expect(table.getByRole("row", { name: /^10 / })).toContainText("$123,900");

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByTestId("copy-status")).toHaveText("Link copied: it opens this calculation.");
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe("/payback-calculator");
  expect(new URL(link).searchParams.get("existingWatts")).toBe("400");

  const shared = await context.newPage();
  await shared.goto(link);
  await shared.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expectWorkedResults(shared);
  await expect(shared.getByLabel("Rebate per new fixture ($)", { exact: true })).toHaveValue("50");
  await shared.close();
});

test("ROUTE-13 a catalogue product fills in the new wattage and the results follow", async ({ page }) => {
  await page.goto("/payback-calculator");
  const product = await (
    await page.request.get("/api/product-service/products/variation/getById/LHB-4-165-50K")
  ).json();
  expect(product.wattage).toBe(165);
  await page.getByLabel("Pick a product from the catalogue").fill("LHB-4-165");
  await page
    .getByRole("list", { name: "Products found" })
    .getByRole("button", { name: /LHB-4-165-50K/ })
    .click();
  await expect(page.getByLabel("Watts per new fixture", { exact: true })).toHaveValue("165");
  await expect(page.getByTestId("picker-status")).toContainText("165 W from");
  // 100 × (400 − 165) W × 4,380 h = 102,930 kWh.
  await expect(page.getByTestId("result-kwh")).toHaveText("102,930 kWh");
  await expect(page).toHaveURL(/[?&]newWatts=165(&|$)/);
});

test("ROUTE-13 bad values in the URL show field errors, not an error page; the rebates page's rebate is prefilled", async ({
  page,
}) => {
  const response = await page.goto("/payback-calculator?hours=30&rate=abc");
  expect(response?.status()).toBe(200);
  const hours = page.getByLabel("Hours on per day", { exact: true });
  await expect(hours).toHaveValue("30");
  await expect(hours).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter hours per day from 0 to 24.")).toBeVisible();
  await expect(page.getByText("Enter a rate in dollars per kWh from 0 to $10, e.g. 0.12.")).toBeVisible();
  await expect(page.getByTestId("payback-invalid")).toBeVisible();
  // Correcting the fields brings the results back.
  await hours.fill("12");
  await page.getByLabel("Energy rate ($/kWh)", { exact: true }).fill("0.12");
  await expect(page.getByText("Enter hours per day from 0 to 24.")).toHaveCount(0);
  await expect(page.getByTestId("result-kwh")).toHaveText("109,500 kWh");

  await page.goto("/payback-calculator?rebate=50");
  await expect(page.getByLabel("Rebate per new fixture ($)", { exact: true })).toHaveValue("50");
  await expect(page.getByTestId("result-cost")).toHaveText("$27,500");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ROUTE-13 the calculator is a GET form the server answers", async ({ page }) => {
    await page.goto("/payback-calculator");
    const form = page.getByRole("form", { name: "Payback calculator" });
    for (const [label, value] of Object.entries(worked)) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    // Nothing runs in the page: the results are still the defaults' (no rebate) until the server answers.
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    await expect(page.getByTestId("result-payback")).toHaveText("25.8 months (2.2 years)");
    const answered = page.waitForResponse((answer) => answer.url().includes("/payback-calculator?"));
    await form.getByRole("button", { name: "Calculate" }).click();
    expect((await answered).status()).toBe(200);
    await expect(page).toHaveURL(/[?&]rebate=50(&|$)/);
    await expectWorkedResults(page);
  });
});

test("ROUTE-13 the payback calculator has no serious or critical accessibility violations", async ({
  page,
}) => {
  // Two whole-page axe runs with the chart: about 20 s alone, more than 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.goto("/payback-calculator?rebate=50");
  await page.waitForLoadState("networkidle");
  await page.getByText("Show the cash flow as a table").click();
  await expectNoSeriousViolations(page, "the calculator with its cash flow table");
  // And with field errors shown.
  await page.goto("/payback-calculator?hours=30");
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "the calculator with field errors");
});

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * Available rebates (ROUTE-14, issue 15 item 4) and the TOL series story (ROUTE-12, item 7), on the
 * demo data the server seeds: AEP Ohio serves Columbus (43215), ComEd Chicago (60601) with last year's
 * expired high-bay promotion beside its open program. Deadlines are relative to the seeding day.
 */
const lastYear = new Date().getUTCFullYear() - 1;

async function seriousViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

test("ROUTE-14 look up a ZIP code, see the programs and qualifying fixtures, and open the payback with the rebate", async ({
  page,
}) => {
  const response = await page.goto("/available-rebates");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Available LED Lighting Rebates by ZIP Code \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Available Rebates" })).toBeVisible();
  // Without a ZIP code: the form and the states covered.
  const states = page.getByRole("heading", { level: 2, name: "States and utilities covered" });
  await expect(states).toBeVisible();
  await expect(page.getByText("Ohio: AEP Ohio, Duke Energy Ohio")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/available-rebates$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    /^Available LED Lighting Rebates/,
  );

  const form = page.getByRole("form", { name: "Find rebates by ZIP code" });
  await form.getByLabel("ZIP code of the project").fill("43215");
  await form.getByRole("button", { name: "Find rebates" }).click();
  await expect(page).toHaveURL(/\/available-rebates\?zip=43215$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "1 program open for ZIP code 43215" }),
  ).toBeVisible();
  const aep = page.getByTestId("program-AEP-OH-BUSINESS");
  await expect(
    aep.getByRole("heading", { level: 3, name: "AEP Ohio Business Rebates – Prescriptive Lighting" }),
  ).toBeVisible();
  await expect(aep.getByText(/^Open until December 31, \d{4}$/)).toBeVisible();
  await expect(
    aep.getByText(/\$0\.08 per kWh saved in the first year, up to 50% of the project cost/),
  ).toBeVisible();
  await expect(aep.getByText(/save 109,500 kWh a year: about \$8,760\.00/)).toBeVisible();

  const highBays = aep.getByRole("region", { name: "LED high bay replacing a 400 W metal halide high bay" });
  await expect(
    highBays.getByText("$40.00 DLC Standard · $60.00 DLC Premium per fixture", { exact: false }),
  ).toBeVisible();
  const first = highBays.getByTestId("qualifying-product").first();
  await expect(first).toBeVisible();
  const rebate = ((await first.getByTestId("estimated-rebate").textContent()) ?? "").replace(/[$,]/g, "");
  expect(Number(rebate)).toBeGreaterThan(0);
  await first.getByRole("link", { name: /^Payback with this rebate/ }).click();
  await expect(page).toHaveURL(/\/payback-calculator\?existingWatts=458&newWatts=\d+&rebate=/);
  await expect(page.getByLabel("Rebate per new fixture ($)", { exact: true })).toHaveValue(
    rebate.replace(/\.00$/, ""),
  );
  await expect(page.getByLabel("Watts per existing fixture", { exact: true })).toHaveValue("458");
});

test("ROUTE-14 an expired program is shown as expired; a bad ZIP code is a field error; an unknown one says so", async ({
  page,
}) => {
  await page.goto("/available-rebates?zip=60601");
  await expect(
    page.getByRole("heading", { level: 2, name: "1 program open for ZIP code 60601" }),
  ).toBeVisible();
  const expired = page.getByTestId("program-COMED-IL-HIGHBAY-MIDSTREAM");
  await expect(expired.getByText(`Expired December 31, ${lastYear}`)).toBeVisible();
  await expect(expired.getByTestId("qualifying-product")).toHaveCount(0);
  // The open ComEd high-bay measure pays DLC Premium only.
  const comed = page.getByTestId("program-COMED-IL-STANDARD");
  const premiumOnly = comed.getByRole("region", { name: /high bay replacing a 400 W/ });
  await expect(premiumOnly.getByText(/DLC Premium only/)).toBeVisible();
  for (const text of await premiumOnly.getByTestId("qualifying-product").allTextContents()) {
    expect(text).toContain("DLC Premium");
  }

  await page.goto("/available-rebates?zip=4321x");
  await expect(page.getByText("Enter a 5-digit ZIP code, e.g. 43215.")).toBeVisible();
  await expect(page.getByLabel("ZIP code of the project")).toHaveAttribute("aria-invalid", "true");

  await page.goto("/available-rebates?zip=99501");
  await expect(
    page.getByRole("heading", { level: 2, name: "No programs on file for ZIP code 99501" }),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ROUTE-14 the lookup is a GET form the server answers, and its fixtures are paged by links", async ({
    page,
  }) => {
    await page.goto("/available-rebates");
    await page.getByLabel("ZIP code of the project").fill("43215");
    await page.getByRole("button", { name: "Find rebates" }).click();
    await expect(page).toHaveURL(/zip=43215/);
    const aep = page.getByTestId("program-AEP-OH-BUSINESS");
    await expect(aep).toBeVisible();
    const highBays = aep.getByRole("region", {
      name: "LED high bay replacing a 400 W metal halide high bay",
    });
    const before = await highBays.getByTestId("qualifying-product").allTextContents();
    expect(before).toHaveLength(6);
    await highBays.getByRole("link", { name: "More fixtures" }).click();
    await expect(page).toHaveURL(/zip=43215&measure=\d+&offset=6#measure-\d+$/);
    const after = await page
      .getByRole("region", { name: "LED high bay replacing a 400 W metal halide high bay" })
      .getByTestId("qualifying-product")
      .allTextContents();
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((card) => before.includes(card))).toEqual([]);
    await expect(page.getByRole("link", { name: "Previous fixtures" })).toBeVisible();
  });
});

test.describe("ROUTE-14 accessibility", () => {
  // axe over a page of programs and fixture cards takes a while on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("ROUTE-14 the rebates page without a ZIP code and with a field error has no serious or critical accessibility violations", async ({
    page,
  }) => {
    await page.goto("/available-rebates");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/available-rebates?zip=abc");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("ROUTE-14 the rebates page with programs, an expired one and qualifying fixtures has no serious or critical accessibility violations", async ({
    page,
  }) => {
    await page.goto("/available-rebates?zip=60601");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("ROUTE-12 the TOL series page tells its story and links to the TOL products and their categories", async ({
  page,
}) => {
  const response = await page.goto("/innovations/TOL-SERIES");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^TOL Series: Tunable Optics High Bays \| /);
  await expect(page.getByRole("heading", { level: 1, name: "TOL Tunable Optics Luminaire" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/innovations\/TOL-SERIES$/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    /snap-in 60°, 90° and 120° optics/,
  );
  await expect(
    page.getByRole("img", { name: /A TOL round high bay with its three snap-in optics/ }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "The problem: warehouses change, fixtures do not" }),
  ).toBeVisible();
  const specs = page.getByTestId("tol-specs");
  await expect(specs.getByText("Wattage")).toBeVisible();
  await expect(specs).toContainText(/\d+–\d+ W/);
  await expect(specs).toContainText(/lm\/W/);

  const products = page.getByTestId("tol-product-list").getByRole("link");
  expect(await products.count()).toBeGreaterThan(0);
  for (const href of await products.evaluateAll((links) =>
    links.map((l) => (l as HTMLAnchorElement).pathname),
  )) {
    expect(href).toMatch(/^\/product\/tol-/);
  }
  // The flagship TOL-HB-150-50K leads to its product page.
  await page
    .getByTestId("tol-product-list")
    .getByRole("link", { name: /^TOL 150W Round High Bay/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/tol-hb-150-50k/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("TOL");

  await page.goBack();
  await page.getByRole("link", { name: "Round High Bays" }).first().click();
  await expect(page).toHaveURL(/\/p\/High-Bays\/Round-High-Bays/);
});

test("ROUTE-12 the TOL series page has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/innovations/TOL-SERIES");
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
});

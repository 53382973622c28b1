import { readFile } from "node:fs/promises";
import { expect, type Locator, type OwnAccount, type Page, test } from "./fixtures.ts";

// Projects (issue 14) in an account of the test's own (`ownAccount`): no demo user's projects are touched.

const PRODUCT = "/product/scx-4-40-40k";
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Add to Project" });

/** The test account's admin on the product page, with the Add to Project dialog open. */
async function openDialogAsAdmin(page: Page, ownAccount: OwnAccount) {
  await ownAccount.signInAs(page, "admin");
  await page.goto(PRODUCT);
  await page.getByRole("button", { name: "Add to Project" }).click();
  await expect(dialog(page)).toBeVisible();
}

test("PROJ-01 SEC-03 a guest choosing Add to Project is told to log in and gets no dialog", async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await page.getByRole("button", { name: "Add to Project" }).click();
  await expect(
    toast(page, "Login Required - Please Login to your account to add product in project"),
  ).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test("PROJ-02 PROJ-04 PROJ-05 PROJ-06 PROJ-07 PROJ-08 PROJ-09 PROJ-10 adds a product to a new project and to an existing one through the dialog, and the project page shows it", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(90_000);
  // No project yet: the dialog opens on the new-project view.
  await openDialogAsAdmin(page, ownAccount);
  await expect(dialog(page).getByRole("tab", { name: "New project" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Please enter a project name")).toBeVisible();
  await dialog(page).getByLabel("Project name").fill("Lobby retrofit");
  await dialog(page).getByLabel("Note (optional)").fill("North entrance");
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Product added to new project")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // Again: the existing-project view lists it; Save without choosing sends nothing.
  await page.getByRole("button", { name: "Add to Project" }).click();
  await expect(dialog(page).getByRole("tab", { name: "Existing project" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(dialog(page).getByRole("radio", { name: "Lobby retrofit" })).toBeVisible();
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Please select a project")).toBeVisible();
  await dialog(page).getByRole("tab", { name: "New project" }).click();
  await expect(dialog(page).getByLabel("Project name")).toBeVisible();
  await dialog(page).getByRole("tab", { name: "Existing project" }).click();
  await dialog(page).getByRole("radio", { name: "Lobby retrofit" }).check();
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Product added to Lobby retrofit")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // The quotes tab lists the project; its page shows the product once, its quantity raised to 2.
  await page.goto("/user?tab=my-quotes-/-projects");
  await page.getByTestId("projects-section").getByRole("link", { name: "Lobby retrofit" }).click();
  await expect(page).toHaveURL(/\/user\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("project-name")).toHaveText("Lobby retrofit");
  await expect(page.getByTestId("project-line")).toHaveCount(1);
  await expect(page.getByTestId("project-line")).toContainText("SKU SCX-4-40-40K");
  await expect(page.getByTestId("project-line").getByRole("textbox", { name: /Quantity of/ })).toHaveValue(
    "2",
  );
  await expect(page.getByLabel("Note (optional)")).toHaveValue("North entrance");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

type SidebarCategory = { link: string; subCategories: { link: string }[] };

/** A product card's SKU (its first line) and name (its heading). */
async function cardProduct(card: Locator) {
  const sku = ((await card.locator("p").first().textContent()) ?? "").trim();
  const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
  return { sku, name };
}

test("PROJ-01 PROJ-02 PROJ-06 PROJ-07 PROJ-08 PROJ-09 PROJ-10 Add to Project from a product card on a category page and on a sub-category page", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(90_000);
  const tree: SidebarCategory[] = await (
    await page.request.get("/api/product-service/categories/sidebar")
  ).json();
  const category = tree.find((c) => c.subCategories.length > 0);
  if (!category) throw new Error("no category with sub-categories");
  const subCategory = category.subCategories[0] as { link: string };

  // A guest's card button: the spec's warning, no dialog.
  await page.goto(category.link);
  const guestCard = page.getByTestId("product-card").first();
  const { name: guestName } = await cardProduct(guestCard);
  await guestCard.getByRole("button", { name: `Add ${guestName} to a project` }).click();
  await expect(
    toast(page, "Login Required - Please Login to your account to add product in project"),
  ).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // Signed in, on the category page: a new project with the card's product.
  await ownAccount.signInAs(page, "admin");
  await page.goto(category.link);
  const first = page.getByTestId("product-card").first();
  const one = await cardProduct(first);
  await first.getByRole("button", { name: `Add ${one.name} to a project` }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(`Add ${one.name} to a project.`);
  await expect(dialog(page).getByRole("tab", { name: "New project" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await dialog(page).getByLabel("Project name").fill("Card picks");
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Product added to new project")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // On the sub-category page: another product's card, into that project.
  await page.goto(subCategory.link);
  const second = page.getByTestId("product-card").filter({ hasNotText: one.sku }).first();
  const two = await cardProduct(second);
  await second.getByRole("button", { name: `Add ${two.name} to a project` }).click();
  await expect(dialog(page).getByRole("tab", { name: "Existing project" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await dialog(page).getByRole("radio", { name: "Card picks" }).check();
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Product added to Card picks")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The project holds one unit of each card's product.
  await page.goto("/user?tab=my-quotes-/-projects");
  await page.getByTestId("projects-section").getByRole("link", { name: "Card picks" }).click();
  const lines = page.getByTestId("project-line");
  await expect(lines).toHaveCount(2);
  for (const { sku } of [one, two]) {
    const line = lines.filter({ hasText: `SKU ${sku}` });
    await expect(line.getByRole("textbox", { name: /Quantity of/ })).toHaveValue("1");
  }
});

test("#14.2 the project page: rename it, change a quantity, export the bill of materials as CSV and PDF, delete it", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(90_000);
  await openDialogAsAdmin(page, ownAccount);
  await dialog(page).getByLabel("Project name").fill("Atrium relight");
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Product added to new project")).toBeVisible();

  await page.goto("/user?tab=my-quotes-/-projects");
  await page.getByTestId("projects-section").getByRole("link", { name: "Atrium relight" }).click();
  await expect(page.getByTestId("project-name")).toHaveText("Atrium relight");
  const projectUrl = page.url();

  // Rename and a new quantity, saved together; a reload shows both.
  const edit = page.getByRole("form", { name: "Edit project Atrium relight" });
  await edit.getByLabel("Project name").fill("Atrium relight, phase 2");
  await edit.getByRole("textbox", { name: /Quantity of/ }).fill("5");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Changes saved")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("project-name")).toHaveText("Atrium relight, phase 2");
  await expect(page.getByTestId("project-line").getByRole("textbox", { name: /Quantity of/ })).toHaveValue(
    "5",
  );

  // The bill of materials: a CSV with the line, and a PDF.
  const actions = page.getByTestId("project-actions");
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    actions.getByRole("link", { name: "CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvText = await readFile((await csv.path()) as string, "utf8");
  expect(csvText).toContain("SCX-4-40-40K");
  expect(csvText).toMatch(/SCX-4-40-40K[^\n]*,5,/);
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    actions.getByRole("link", { name: "PDF" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfBytes = await readFile((await pdf.path()) as string);
  expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Delete, confirmed: back to the quotes tab, without it; its page is gone.
  await actions.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete project" })
    .getByRole("button", { name: "Delete project", exact: true })
    .click();
  await expect(toast(page, "Project Atrium relight, phase 2 deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/user\?tab=my-quotes/);
  await expect(
    page.getByTestId("projects-section").getByRole("link", { name: /Atrium relight/ }),
  ).toHaveCount(0);
  const gone = await page.request.get(projectUrl);
  expect(gone.status()).toBe(404);
});

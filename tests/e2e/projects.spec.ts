import { expect, type Page, test } from "./fixtures.ts";

// Projects (issue 14) in an account of the test's own (`ownAccount`): no demo user's projects are touched.

const PRODUCT = "/product/scx-4-40-40k";
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Add to Project" });

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
  await ownAccount.signInAs(page, "admin");
  await page.goto(PRODUCT);

  // No project yet: the dialog opens on the new-project view.
  await page.getByRole("button", { name: "Add to Project" }).click();
  await expect(dialog(page)).toBeVisible();
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

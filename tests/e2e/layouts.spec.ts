import { expect, type Page, test } from "./fixtures.ts";
import { horizontalOverflow } from "./support.ts";

// Lighting layout requests (issue 14) by a user of the test's own account (`ownAccount`).

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The form filled in by a guest for `project` (its space and sizes), up to the floor plans. */
async function guestForm(
  page: Page,
  project: { name: string; address: string; space: string; dimensions: string; ceiling: string },
) {
  await page.goto("/lightdesignlayoutrequest");
  const form = page.getByRole("form", { name: "Lighting layout request" });
  await form.getByLabel("Name", { exact: true }).fill("Gus Guest");
  await form.getByLabel("Email").fill("gus@example.com");
  await form.getByLabel("Project name").fill(project.name);
  await form.getByLabel("Project address").fill(project.address);
  await form.getByLabel("Space type").selectOption(project.space);
  await form.getByLabel("Dimensions").fill(project.dimensions);
  await form.getByLabel("Ceiling height").fill(project.ceiling);
  return form;
}

test("ROUTE-08 LAYOUT-02 LAYOUT-01 API-33 API-34 a customer sends a layout request with two floor plans and finds it in the tab", async ({
  page,
  ownAccount,
}) => {
  await ownAccount.signInAs(page, "admin");
  await page.goto("/");
  // The header's design-request shortcut is the form's route, not a mail.
  await expect(page.getByRole("link", { name: "Lighting design request" }).first()).toHaveAttribute(
    "href",
    "/lightdesignlayoutrequest",
  );
  await page.goto("/lightdesignlayoutrequest");
  const form = page.getByRole("form", { name: "Lighting layout request" });
  // Contact details are prefilled for a signed-in user.
  await expect(form.getByLabel("Email")).toHaveValue(ownAccount.users.admin.email);
  await expect(page.getByTestId("upload-limits")).toContainText("Up to 10 files, 20 MB each");
  const project = `Dock ${Date.now()}`;
  await form.getByLabel("Project name").fill(project);
  await form.getByLabel("Project address").fill("700 Dock Rd, Toledo OH");
  await form.getByLabel("Space type").selectOption("Warehouse");
  await form.getByLabel("Dimensions").fill("120 ft x 80 ft");
  await form.getByLabel("Ceiling height").fill("28 ft");
  await form.getByLabel("Target light levels (optional)").fill("30 fc");
  await form.getByLabel(/Floor plans/).setInputFiles([
    { name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") },
    {
      name: "site.png",
      mimeType: "image/png",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    },
  ]);
  await expect(page.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveCount(2);
  expect(await horizontalOverflow(page)).toBe(0);
  await form.getByRole("button", { name: "Send layout request" }).click();
  await expect(toast(page, "Light design layout was sent!")).toBeVisible();
  await expect(page.getByTestId("layout-number")).toHaveText(/^LR-[0-9A-Z]{8}$/);

  await page.getByRole("link", { name: "See my lighting layouts" }).click();
  const request = page.getByTestId("layout-request").filter({ hasText: project });
  await expect(request).toHaveCount(1);
  await expect(request.getByTestId("layout-status")).toHaveText("Received");
  await expect(request.getByRole("link", { name: "plan.pdf" })).toBeVisible();
  await expect(request.getByRole("link", { name: "site.png" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

test("LAYOUT-02 a DWG floor plan is sent with the upload's progress shown while it goes", async ({
  page,
}) => {
  const form = await guestForm(page, {
    name: "Cold store",
    address: "9 Freezer Way, Columbus OH",
    space: "Warehouse",
    dimensions: "200 x 120 ft",
    ceiling: "32 ft",
  });
  // A 3 MB AutoCAD drawing (its real first bytes), held at the server's door until the progress is seen.
  const drawing = Buffer.concat([Buffer.from("AC1032"), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
  await form
    .getByLabel(/Floor plans/)
    .setInputFiles([{ name: "cold-store.dwg", mimeType: "image/vnd.dwg", buffer: drawing }]);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/user-service/lighting-layouts", async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole("button", { name: "Send layout request" }).click();
  const progress = page.getByTestId("upload-progress");
  await expect(progress.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(progress).toContainText(/Uploading… \d+%/);
  release();
  await expect(toast(page, "Light design layout was sent!")).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(page.getByTestId("layout-number")).toHaveText(/^LR-[0-9A-Z]{8}$/);
});

test("LAYOUT-03 a refused file shows the spec's failure message and the reason", async ({ page }) => {
  const form = await guestForm(page, {
    name: "Shop",
    address: "1 Main St",
    space: "Retail",
    dimensions: "40 x 60 ft",
    ceiling: "12 ft",
  });
  await form
    .getByLabel(/Floor plans/)
    .setInputFiles([
      { name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]) },
    ]);
  await form.getByRole("button", { name: "Send layout request" }).click();
  await expect(toast(page, "Could not sent layout design request")).toBeVisible();
  await expect(toast(page, "is not an accepted file type")).toBeVisible();
});

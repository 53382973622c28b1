import { expect, test } from "@playwright/test";
import { staffNav, staffPagesBuilt } from "../../app/features/staff/staff-nav.ts";
import { expectNoSeriousViolations } from "./page-checks.ts";
import { signInStaff } from "./staff-support.ts";

/**
 * Issue 33 item 7: the staff console passes the same axe checks as the storefront, at 1280 and 375
 * px (this spec runs in both projects): its sign-in, every page of the menu that is built
 * (`staffPagesBuilt`, next to `staffNav`), and its 404 inside the frame. One sign-in, one page.
 */
test("#33.7 the staff console's pages have no serious or critical accessibility violations", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/staff/login");
  await expectNoSeriousViolations(page, "/staff/login");
  // An administrator opens every page of the menu.
  await signInStaff(page, "admin");
  const pages = staffNav.filter((item) => staffPagesBuilt.includes(item.to));
  expect(pages.length).toBe(staffPagesBuilt.length);
  for (const item of pages) {
    const response = await page.goto(item.to);
    expect(response?.status(), item.to).toBe(200);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, item.to);
  }
  // An address without a page: the console's 404, inside the frame (the menu stays).
  const missing = await page.goto("/staff/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  await expectNoSeriousViolations(page, "/staff/no-such-page");
});

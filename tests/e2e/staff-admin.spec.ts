import { expect, test } from "@playwright/test";
import { signInStaff } from "./staff-support.ts";

test.describe("staff console administration (issue 33)", () => {
  test("#33.1 #33.6 an administrator invites a member, deactivates them, and finds both in the audit log with before and after", async ({
    page,
  }) => {
    await signInStaff(page, "admin");
    await page.goto("/staff/members");
    const email = `e2e.${Date.now()}@lumenor.example`;
    const invite = page.getByRole("form", { name: "Invite a staff member" });
    await invite.getByLabel("Name").fill("Eve Tester");
    await invite.getByLabel("Email").fill(email);
    await invite.getByLabel("Role").selectOption("design");
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status")).toContainText(
      `a link to choose a password was mailed to ${email}`,
    );
    await page.getByLabel("Search").fill(email);
    await page.getByRole("button", { name: "Apply" }).click();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Active");
    await row.getByRole("button", { name: "Deactivate: Eve Tester" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Eve Tester is deactivated and signed out everywhere.",
    );
    await expect(row).toContainText("Deactivated");

    await page.goto(`/staff/audit?q=${encodeURIComponent(email)}`);
    const entries = page.getByRole("row").filter({ hasText: email });
    await expect(entries).toHaveCount(2);
    const deactivated = entries.filter({ hasText: "staff.deactivate" });
    await deactivated.getByText("Before / after").click();
    await expect(deactivated.locator("pre").last()).toContainText('"active": false');
  });

  test("#33.7 the design team's dashboard shows its queue only; a page of another role is refused inside the frame", async ({
    page,
  }) => {
    await signInStaff(page, "design");
    await page.goto("/staff");
    await expect(page.getByRole("heading", { name: "Layout requests" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Today's orders" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Overdue invoices" })).toHaveCount(0);
    const refused = await page.goto("/staff/members");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not for your role" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Layout requests" }),
    ).toBeVisible();
  });
});

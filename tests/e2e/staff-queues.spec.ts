import { expect, test } from "@playwright/test";
import { signInStaff } from "./staff-support.ts";

// A one-page PDF, as a designer returns a layout.
const LAYOUT_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/**
 * Issue 33 item 3 in the browser, on the seeded demo data: the design team works a received layout
 * request to completion with the layout uploaded; the warranty team approves a submitted claim.
 */
test.describe("staff work queues (issue 33 item 3)", () => {
  test("#33.3 a designer takes a received layout request, moves it to In design and completes it uploading the layout", async ({
    page,
  }) => {
    const me = await signInStaff(page, "design");
    await page.goto("/staff/layout-requests?status=RECEIVED");
    await page.getByRole("link", { name: "LR-Q9RB3N6F" }).click();
    await expect(page.getByRole("heading", { name: "Layout request LR-Q9RB3N6F" })).toBeVisible();
    await expect(page.getByRole("link", { name: /floor-plan\.pdf/ })).toBeVisible();

    await page.getByLabel("Assign to").selectOption({ label: me.name });
    await page.getByRole("button", { name: "Save designer" }).click();
    await expect(page.getByRole("status")).toContainText(`Assigned to ${me.name}`);

    await page.getByLabel("Status", { exact: true }).selectOption("IN_DESIGN");
    await page.getByLabel("Note to the customer (in the mail)").fill("We start on your layout today.");
    await page.getByRole("button", { name: "Save and mail the customer" }).click();
    await expect(page.getByRole("status")).toContainText("Moved to In design; the customer was mailed.");

    await page.getByLabel("Status", { exact: true }).selectOption("COMPLETED");
    await page
      .getByLabel("Layout files")
      .setInputFiles({ name: "hilliard-layout.pdf", mimeType: "application/pdf", buffer: LAYOUT_PDF });
    await page.getByRole("button", { name: "Save and mail the customer" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Moved to Completed; the customer was mailed. 1 layout file(s) added.",
    );
    await expect(
      page
        .getByRole("region", { name: "Returned layouts" })
        .getByRole("link", { name: "hilliard-layout.pdf" }),
    ).toBeVisible();
    const history = page.getByTestId("audit-trail");
    await expect(history.locator(":scope > li")).toHaveCount(3);
    await expect(history).toContainText("Moved LR-Q9RB3N6F to Completed with 1 layout file(s)");
  });

  test("#33.3 the warranty team reviews a submitted claim and approves it with an RMA number", async ({
    page,
  }) => {
    await signInStaff(page, "warranty");
    await page.goto("/staff/warranty-claims?status=SUBMITTED&q=000903");
    const link = page.getByRole("link", { name: /^WC-\d{4}-000903$/ });
    const number = (await link.textContent()) as string;
    await link.click();
    await expect(page.getByRole("heading", { name: `Warranty claim ${number}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Order line" })).toContainText("SO-2026-900101");

    await page.getByRole("button", { name: "Start review" }).click();
    await expect(page.getByRole("status")).toContainText("Under review; the claimant was mailed.");
    await page.getByLabel("RMA number").fill("RMA-E2E-0001");
    await page.getByRole("button", { name: "Approve and mail the RMA" }).click();
    await expect(page.getByRole("status")).toContainText("Approved; the claimant was mailed.");
    await expect(page.getByText("a decision is final")).toBeVisible();
    await expect(page.getByTestId("audit-trail")).toContainText(`Approved ${number} with RMA RMA-E2E-0001`);
  });
});

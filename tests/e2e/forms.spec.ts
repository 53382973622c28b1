import { expect, test } from "./fixtures.ts";
import {
  expectNoSeriousViolations,
  type OutboxMail,
  openHydrated,
  outbox,
  senderAddress,
} from "./page-checks.ts";

/** The forms of the marketing site (issue 15 item 8), at both viewports: sent, stored and mailed. */

test("ROUTE-28 send the contact form and see the mail to the team and the receipt in the outbox", async ({
  page,
}) => {
  await openHydrated(page, "/contact-us");
  await expect(page).toHaveTitle(/^Contact Us \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact-us$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Contact Us \| /);
  await expect(page.getByText("Monday to Friday, 7:30 a.m. to 6:00 p.m. Eastern")).toBeVisible();

  const form = page.getByRole("form", { name: "Contact us" });
  // Sent empty: the server's field errors, beside their fields, and the failure message.
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("form-failure")).toContainText("Could not send your message.");
  await expect(form.getByText("Choose a topic")).toBeVisible();
  await expect(form.getByText("Enter the message")).toBeVisible();

  const email = senderAddress("contact", "whitfield-electric.example");
  await form.getByLabel("Topic").selectOption("Pricing and quotes");
  await form.getByLabel("Name", { exact: true }).fill("Dana Whitfield");
  await form.getByLabel("Company (optional)").fill("Whitfield Electric");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone (optional)").fill("614-555-0188");
  await form
    .getByLabel("Message")
    .fill("Pricing for 240 RHB round high bays, 4000K, for a distribution centre in Grove City, please.");
  await form.getByRole("button", { name: "Send message" }).click();

  const sent = page.getByTestId("form-sent");
  await expect(sent).toContainText("Thank you: your message was sent.");
  const number = (await page.getByTestId("form-number").textContent()) ?? "";
  expect(number).toMatch(/^CU-[0-9A-Z]{8}$/);

  const receipts = await outbox(page, email);
  expect(receipts).toHaveLength(1);
  expect(receipts[0]?.subject).toContain(number);
  expect(receipts[0]?.text).toContain("240 RHB round high bays");
  const team = (await page.request
    .get("/dev/outbox", { headers: { accept: "application/json" } })
    .then((r) => r.json())) as OutboxMail[];
  const teamMail = team.find((mail) => mail.purpose === "form-submission" && mail.subject.includes(number));
  expect(teamMail?.text).toContain(`From: Dana Whitfield <${email}>, Whitfield Electric, 614-555-0188`);
});

test("ROUTE-28 the contact page has no serious or critical accessibility violations, with errors too", async ({
  page,
}) => {
  await openHydrated(page, "/contact-us");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("form-failure")).not.toBeEmpty();
  await expectNoSeriousViolations(page);
});

test("ROUTE-29 the support page links to the warranty claim and documents and sends a support request", async ({
  page,
}) => {
  await openHydrated(page, "/support");
  await expect(page).toHaveTitle(/^Support \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  for (const name of ["Product support", "Warranty", "Orders", "Documents"]) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "File a warranty claim" })).toHaveAttribute(
    "href",
    "/warranty-claim",
  );

  const email = senderAddress("support", "whitfield-electric.example");
  const form = page.getByRole("form", { name: "Support request" });
  await form.getByLabel("Name", { exact: true }).fill("Marco Ruiz");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("What do you need help with?").selectOption("Product support");
  await form.getByLabel("Product SKU (optional)").fill("edl-4-10-40k");
  await form.getByLabel("Describe the issue").fill("Two downlights flicker below 20% on a 0-10 V dimmer.");
  await form.getByRole("button", { name: "Send support request" }).click();
  await expect(page.getByTestId("form-sent")).toContainText("Thank you: your support request was sent.");
  const number = (await page.getByTestId("form-number").textContent()) ?? "";
  expect(number).toMatch(/^SR-/);
  const [receipt] = await outbox(page, email);
  expect(receipt?.text).toContain("Product SKU: EDL-4-10-40K");
  await expectNoSeriousViolations(page);
});

test("ROUTE-29 the support page has no serious or critical accessibility violations", async ({ page }) => {
  await openHydrated(page, "/support");
  await expectNoSeriousViolations(page);
});

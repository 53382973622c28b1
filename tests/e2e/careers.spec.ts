import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations, openHydrated, outbox } from "./page-checks.ts";

/** ROUTE-24: the careers page, a job opening and its application with a résumé, at both viewports. */

/** A small, real PDF résumé. */
const resumePdf = {
  name: "jordan-ellis-resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  ),
};

test("ROUTE-24 the careers page lists the open positions by department, filters them, and leaves out the closed one", async ({
  page,
}) => {
  await openHydrated(page, "/careers");
  await expect(page).toHaveTitle(/^Careers \| /);
  await expect(page.getByRole("heading", { level: 1, name: /^Careers at / })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/careers$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Careers \| /);
  await expect(page.getByRole("heading", { level: 2, name: /^Why join / })).toBeVisible();

  const list = page.getByTestId("careers-openings");
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([
    "Engineering",
    "Manufacturing",
    "Sales",
    "Customer Service",
  ]);
  await expect(page.getByTestId("careers-opening")).toHaveCount(6);
  await expect(list.getByRole("link", { name: "Quality Technician" })).toHaveCount(0);
  const designer = page
    .getByTestId("careers-opening")
    .filter({ hasText: "Lighting Designer (AGi32 / DIALux)" });
  await expect(designer).toContainText("Columbus, OH (hybrid, three days in the office)");
  await expect(designer).toContainText("Full-time");

  // The department filter is a set of links: keyboard and no-script friendly.
  const filter = page.getByRole("navigation", { name: "Filter by department" });
  await filter.getByRole("link", { name: "Sales (2)" }).click();
  await expect(page).toHaveURL(/\/careers\?department=Sales#openings$/);
  await expect(filter.getByRole("link", { name: "Sales (2)" })).toHaveAttribute("aria-current", "page");
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(["Sales"]);
  await expect(page.getByTestId("careers-opening")).toHaveCount(2);
  await filter.getByRole("link", { name: "All departments (6)" }).click();
  await expect(page.getByTestId("careers-opening")).toHaveCount(6);

  // The general application is offered on the list page.
  await expect(page.getByRole("form", { name: "Job application" }).getByLabel("Position")).toHaveValue(
    "general",
  );

  await list.getByRole("link", { name: "Regional Sales Manager, South Central", exact: true }).click();
  await expect(page).toHaveURL(/\/careers\/regional-sales-manager-texas$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Regional Sales Manager, South Central" }),
  ).toBeVisible();
});

test("ROUTE-24 an unknown or closed opening is 404", async ({ page }) => {
  for (const path of ["/careers/quality-technician", "/careers/chief-happiness-officer"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("ROUTE-24 apply to an opening with a PDF résumé: success message, the mail to hiring with the résumé link, the receipt", async ({
  page,
}) => {
  await openHydrated(page, "/careers/lighting-designer");
  await expect(page).toHaveTitle(/^Lighting Designer \(AGi32 \/ DIALux\) \| Careers \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/careers\/lighting-designer$/,
  );
  await expect(page.getByRole("heading", { level: 2, name: "What you bring" })).toBeVisible();
  await expect(page.getByText("Build lighting calculations in AGi32 and DIALux evo")).toBeVisible();

  const form = page.getByRole("form", { name: "Job application" });
  await expect(form.getByLabel("Position")).toHaveValue("lighting-designer");
  await expect(form.getByTestId("upload-limits")).toHaveText("One file, up to 5 MB: PDF, DOC or DOCX.");

  // Sent empty: every field in error is named, the résumé too, with the failure message.
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByTestId("form-failure")).toContainText("Could not send your application.");
  await expect(form.getByText("Enter the name")).toBeVisible();
  await expect(form.getByText("Attach your résumé (PDF, DOC, DOCX, up to 5 MB)")).toBeVisible();

  // A file that is not a résumé type is refused before it is sent.
  await form.getByLabel("Your résumé").setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await expect(form.getByText('"photo.png" is not a PDF, DOC or DOCX file')).toBeVisible();

  const email = `jordan-${test.info().project.name}-${Date.now().toString(36)}@example.com`;
  await form.getByLabel("Full name").fill("Jordan Ellis");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("614-555-0199");
  await form
    .getByLabel("LinkedIn or portfolio link (optional)")
    .fill("https://www.linkedin.com/in/jordan-ellis-lc");
  await form
    .getByLabel("Cover note (optional)")
    .fill("Six years of AGi32 layouts for warehouses; LC since 2022.");
  await form.getByLabel("Your résumé").setInputFiles(resumePdf);
  await form.getByRole("button", { name: "Send application" }).click();

  const sent = page.getByTestId("form-sent");
  await expect(sent).toContainText("Thank you: your application was sent.");
  await expect(sent).toContainText("Lighting Designer (AGi32 / DIALux)");
  const number = (await page.getByTestId("form-number").textContent()) ?? "";
  expect(number).toMatch(/^JA-[0-9A-Z]{8}$/);

  const receipts = await outbox(page, email);
  expect(receipts).toHaveLength(1);
  expect(receipts[0]?.subject).toContain(number);
  expect(receipts[0]?.text).toContain("Job: Lighting Designer (AGi32 / DIALux)");
  expect(receipts[0]?.text).not.toContain("/resume");

  const team = (await outbox(page)).find(
    (mail) => mail.purpose === "form-submission" && mail.subject.includes(number),
  );
  expect(team?.subject).toBe(`Job application ${number} from Jordan Ellis`);
  expect(team?.text).toContain(`From: Jordan Ellis <${email}>, 614-555-0199`);
  const link = /https?:\/\/\S+\/api\/forms-service\/applications\/\S+/.exec(team?.text ?? "")?.[0] ?? "";
  expect(link).toContain(`/api/forms-service/applications/${number}/resume?token=`);
  // The hiring team's link downloads the résumé as sent; without its secret the public gets a 404.
  const download = await page.request.get(new URL(link).pathname + new URL(link).search);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await download.body()).equals(resumePdf.buffer)).toBe(true);
  expect((await page.request.get(`/api/forms-service/applications/${number}/resume`)).status()).toBe(404);
});

test("ROUTE-24 the careers page and an opening page have no serious or critical accessibility violations", async ({
  page,
}) => {
  // Three axe runs on long pages: more than the default on a busy machine.
  test.setTimeout(90_000);
  await openHydrated(page, "/careers");
  await expectNoSeriousViolations(page);
  await openHydrated(page, "/careers/optical-led-engineer");
  await expectNoSeriousViolations(page);
  // With the form's errors shown too.
  await page
    .getByRole("form", { name: "Job application" })
    .getByRole("button", { name: "Send application" })
    .click();
  await expect(page.getByTestId("form-failure")).toContainText("Could not send your application.");
  await expectNoSeriousViolations(page);
});

import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FormSent, formMessages, HONEYPOT_FIELD } from "../../../lib/forms/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { pdfText } from "../media/pdf-text.test-support.ts";
import { filledTradeReferences } from "./forms.test-support.ts";
import { formSubmissions } from "./schema.ts";

const TEAM = "forms@lumenor.example";

const contact = {
  topic: "Pricing and quotes",
  name: "Dana Whitfield",
  company: "Whitfield Electric",
  email: "dana@whitfield-electric.example",
  phone: "614-555-0188",
  message: "We need pricing on 240 RHB round high bays for a distribution centre in Grove City.",
};

const support = {
  topic: "Product support",
  name: "Marco Ruiz",
  email: "marco@ruiz-facilities.example",
  orderNumber: "so-2026-000123",
  sku: "",
  issue: "Two fixtures flicker when dimmed below 20% on a 0-10 V dimmer.",
};

const credit = {
  legalName: "Brightline Electrical Supply, Inc.",
  dba: "Brightline Supply",
  street: "455 Commerce Pkwy",
  city: "Dayton",
  state: "oh",
  zip: "45402",
  companyPhone: "937-555-0100",
  federalTaxId: "31-1234567",
  yearsInBusiness: "14",
  businessType: "Electrical distributor",
  entityType: "Corporation",
  apName: "Rita Moss",
  email: "ap@brightline-supply.example",
  ...filledTradeReferences,
  bankName: "Fifth Third Bank",
  bankOfficer: "Sam Ortiz",
  bankPhone: "937-555-0199",
  bankAccountType: "Checking",
  requestedLimit: "25000",
  signatureName: "Rita Moss",
  signatureTitle: "Controller",
  signatureDate: "2026-05-04",
  certify: "on",
};

const brandStore = {
  name: "Ken Albright",
  company: "Albright Lighting Agency",
  email: "ken@albright-agency.example",
  shipTo: "88 Lake St, Cleveland OH 44114",
  notes: "Polos: 4 L, 2 XL",
  "qty-MER-POLO-GRN": "6",
  "qty-MER-FL-900": "10",
};

describe.each(testDatabaseKinds())("the site's forms on %s", (kind) => {
  let h: AppHarness;
  let ip = 0;
  /** Each test sends from an address of its own, so the rate limit of one does not reach another. */
  const from = () => ({ "x-forwarded-for": `203.0.113.${++ip}` });

  beforeAll(async () => {
    h = await openAppHarness(kind, { trustProxy: true });
  });
  afterAll(async () => h?.dispose());

  const stored = async (k: string) =>
    (
      await h.db
        .select({ n: count() })
        .from(formSubmissions)
        .where(eq(formSubmissions.kind, k as "contact"))
    )[0]?.n ?? 0;
  const mailTo = (to: string) => h.services.mailer.outbox({ to });

  it("ROUTE-28 a contact message is stored once for a double submit, mailed to the team and acknowledged", async () => {
    const headers = { ...from(), "Idempotency-Key": "contact-double-submit-0001" };
    const first = await h.postJson<FormSent>("/api/forms-service/forms/contact", contact, { headers });
    const again = await h.postJson<FormSent>("/api/forms-service/forms/contact", contact, { headers });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(formMessages.contact.sent);
    expect(first.body.number).toMatch(/^CU-[0-9A-Z]{8}$/);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body.number).toBe(first.body.number);
    expect(await stored("contact")).toBe(1);

    const [row] = await h.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.number, first.body.number));
    expect(row).toMatchObject({
      kind: "contact",
      name: "Dana Whitfield",
      email: contact.email,
      userId: null,
    });
    expect(row?.fields).toMatchObject({ topic: "Pricing and quotes", message: contact.message });

    const team = (await mailTo(TEAM)).filter((m) => m.subject.includes(first.body.number));
    expect(team).toHaveLength(1);
    expect(team[0]).toMatchObject({ purpose: "form-submission", status: "stored" });
    expect(team[0]?.text).toContain(contact.message);
    expect(team[0]?.text).toContain("Whitfield Electric");
    const receipt = (await mailTo(contact.email)).filter((m) => m.subject.includes(first.body.number));
    expect(receipt).toHaveLength(1);
    expect(receipt[0]?.purpose).toBe("form-receipt");
    expect(receipt[0]?.text).toContain(`we received your message ${first.body.number}`);
  });

  it("ROUTE-28 a form with mistakes is refused with the error of each field, and nothing is stored or mailed", async () => {
    const before = await stored("contact");
    const answer = await h.postJson<{
      error: string;
      code: string;
      details: { fields: Record<string, string> };
    }>(
      "/api/forms-service/forms/contact",
      { ...contact, topic: "Gossip", email: "not-an-address", message: " " },
      { headers: from() },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("VALIDATION");
    expect(answer.body.details.fields).toEqual({
      topic: "Choose a topic",
      email: "Enter a valid email address",
      message: "Enter the message",
    });
    expect(await stored("contact")).toBe(before);
    expect(await mailTo("not-an-address")).toHaveLength(0);
  });

  it("ROUTE-28 an unknown form is 404", async () => {
    const answer = await h.postJson("/api/forms-service/forms/newsletter", contact, { headers: from() });
    expect(answer.status).toBe(404);
  });

  it("ROUTE-28 a filled-in honeypot answers like a success but stores and mails nothing", async () => {
    const before = await stored("contact");
    const bot = { ...contact, email: "bot@spam.example", [HONEYPOT_FIELD]: "https://cheap-pills.example" };
    const answer = await h.postJson<FormSent>("/api/forms-service/forms/contact", bot, { headers: from() });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(formMessages.contact.sent);
    expect(await stored("contact")).toBe(before);
    expect(await mailTo("bot@spam.example")).toHaveLength(0);
  });

  it("ROUTE-29 one address sends five support requests in 15 minutes; the sixth is 429 with Retry-After", async () => {
    const headers = from();
    for (let n = 1; n <= 5; n++) {
      const answer = await h.postJson(
        "/api/forms-service/forms/support",
        { ...support, issue: `Issue ${n}` },
        { headers },
      );
      expect(answer.status).toBe(201);
    }
    const sixth = await h.postJson<{ code: string }>("/api/forms-service/forms/support", support, {
      headers,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe("RATE_LIMITED");
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await stored("support")).toBe(5);
    // Another address is not held back by this one.
    expect((await h.postJson("/api/forms-service/forms/support", support, { headers: from() })).status).toBe(
      201,
    );
  });

  it("ROUTE-29 a support request keeps the order number and SKU, both optional, in the team's mail", async () => {
    const answer = await h.postJson<FormSent>(
      "/api/forms-service/forms/support",
      { ...support, email: "sku@ruiz-facilities.example", sku: "rhb-150w-4k" },
      { headers: from() },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.number).toMatch(/^SR-/);
    const team = (await mailTo(TEAM)).find((m) => m.subject.includes(answer.body.number));
    expect(team?.text).toContain("Order number: SO-2026-000123");
    expect(team?.text).toContain("Product SKU: RHB-150W-4K");
  });

  it("ROUTE-27 a credit application is stored, mailed with its PDF link, and its PDF downloads with the secret only", async () => {
    const answer = await h.postJson<FormSent>("/api/forms-service/forms/credit-application", credit, {
      headers: from(),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.number).toMatch(/^CA-/);
    expect(answer.body.pdfUrl).toMatch(
      /^\/api\/forms-service\/credit-applications\/CA-[0-9A-Z]{8}\/pdf\?token=/,
    );

    const pdf = await h.call(answer.body.pdfUrl ?? "");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      "Brightline Electrical Supply, Inc.",
      "31-1234567",
      "455 Commerce Pkwy, Dayton, OH 45402",
      "Midwest Wire & Cable",
      "Buckeye Conduit",
      "Fifth Third Bank",
      "$25,000.00",
      "Controller",
      "May 4, 2026",
    ]) {
      expect(text).toContain(expected);
    }

    const wrong = answer.body.pdfUrl?.replace(/token=.*/, "token=guessed");
    expect((await h.call(wrong ?? "")).status).toBe(404);
    expect((await h.call("/api/forms-service/credit-applications/CA-AAAAAAAA/pdf?token=x")).status).toBe(404);

    const team = (await mailTo(TEAM)).find((m) => m.subject.includes(answer.body.number));
    expect(team?.text).toContain(`${answer.body.pdfUrl}`);
    expect(team?.text).toContain("Trade reference 2: Midwest Wire & Cable, Ann Cole, 614-555-0102");
    const receipt = (await mailTo(credit.email)).find((m) => m.subject.includes(answer.body.number));
    // The applicant's receipt carries neither the tax ID nor the bank.
    expect(receipt?.text).toContain("Credit limit requested: $25,000.00");
    expect(receipt?.text).not.toContain("31-1234567");
    expect(receipt?.text).not.toContain("Fifth Third");
  });

  it("ROUTE-27 a credit application needs three trade references, a valid EIN, the years in business and the certification", async () => {
    const { trade3Name: _dropped, certify: _unticked, ...incomplete } = credit;
    const answer = await h.postJson<{ details: { fields: Record<string, string> } }>(
      "/api/forms-service/forms/credit-application",
      { ...incomplete, federalTaxId: "1234", requestedLimit: "500", yearsInBusiness: "  " },
      { headers: from() },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields).toMatchObject({
      // A blank field is not "0 years in business".
      yearsInBusiness: "Enter the years in business",
      trade3Name: "Enter the name of trade reference 3",
      certify: "Tick the box to certify the information",
      federalTaxId: "Enter the federal tax ID (EIN) as 12-3456789",
      requestedLimit: "The smallest credit line is $1,000",
    });
  });

  it("ROUTE-19 a brand store request lists the items, quantities and total at cost; none chosen is refused", async () => {
    const answer = await h.postJson<FormSent>("/api/forms-service/forms/brand-store", brandStore, {
      headers: from(),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.number).toMatch(/^BS-/);
    const team = (await mailTo(TEAM)).find((m) => m.subject.includes(answer.body.number));
    expect(team?.text).toContain("6 x MER-POLO-GRN Performance polo at $34.00 = $204.00");
    expect(team?.text).toContain("10 x MER-FL-900 900-lumen LED flashlight at $29.00 = $290.00");
    expect(team?.text).toContain("Total at cost: $494.00");

    const none = await h.postJson<{ details: { fields: Record<string, string> } }>(
      "/api/forms-service/forms/brand-store",
      { ...brandStore, "qty-MER-POLO-GRN": "0", "qty-MER-FL-900": "" },
      { headers: from() },
    );
    expect(none.status).toBe(400);
    expect(none.body.details.fields.items).toBe("Choose at least one item with a quantity");
  });
});

import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { brandStoreItems } from "../../../lib/forms/brand-store.ts";
import { FORM_NUMBER, formMessages } from "../../../lib/forms/contract.ts";
import { filledTradeReferences } from "../../../server/modules/forms/forms.test-support.ts";
import { pdfText } from "../../../server/modules/media/pdf-text.test-support.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  formPost,
  openPageHarness,
  type PageHarness,
  routeArgs,
} from "../../features/accounts/auth.test-support.tsx";
import { BrandStoreForm } from "../../features/forms/BrandStoreForm.tsx";
import { CreditApplicationForm } from "../../features/forms/CreditApplicationForm.tsx";
import { MerchandiseSvg } from "../../features/forms/MerchandiseSvg.tsx";
import { siteFormResult } from "../../features/forms/site-form-view.ts";
import * as brandStorePage from "./brand-store.tsx";
import * as creditPage from "./credit-application.tsx";

/**
 * The brand store (ROUTE-19) and credit application (ROUTE-27) pages: their forms posted to the page
 * as a browser without JavaScript posts them (the real actions against a real database, the mail in
 * the outbox, the PDF through the API), and the forms as they show the answer.
 */

const noPrefill = { name: "", email: "", company: "" };
const creditPrefill = {
  legalName: "",
  apName: "",
  email: "",
  signatureName: "",
  signatureDate: "2026-05-04",
};

type Answer = { data: unknown; init: { status?: number } | null };

const credit = {
  legalName: "Harbor Electric Supply, LLC",
  dba: "",
  street: "2200 Riverside Dr",
  city: "Toledo",
  state: "oh",
  zip: "43604",
  companyPhone: "419-555-0140",
  federalTaxId: "34-1928374",
  yearsInBusiness: "22",
  businessType: "Electrical distributor",
  entityType: "LLC",
  apName: "Grace Lind",
  email: "ap@harbor-electric.example",
  ...filledTradeReferences,
  bankName: "Fifth Third Bank",
  bankOfficer: "Sam Ortiz",
  bankPhone: "419-555-0199",
  bankAccountType: "Checking",
  requestedLimit: "40000",
  signatureName: "Grace Lind",
  signatureTitle: "Controller",
  signatureDate: "2026-05-04",
  certify: "on",
};

describe("ROUTE-19 brand store pictures and running total", () => {
  afterEach(() => cleanup());

  it("ROUTE-19 every piece of merchandise is drawn inline as an image named for it, with the brand's mark", () => {
    render(
      <div>
        {brandStoreItems.map((item) => (
          <MerchandiseSvg key={item.code} item={item} brandName="Lumenor" />
        ))}
      </div>,
    );
    const images = screen.getAllByRole("img");
    expect(images.map((image) => image.getAttribute("aria-label"))).toEqual(
      brandStoreItems.map((item) => `${item.name} with the Lumenor logo`),
    );
    expect(new Set(images.map((image) => image.dataset.kind))).toEqual(
      new Set(["cap", "polo", "jacket", "flashlight", "tumbler", "hardhat", "tape", "bag"]),
    );
    for (const image of images) {
      expect(image.tagName.toLowerCase()).toBe("svg");
      expect(image.querySelector("text")?.textContent).toBe("L");
      expect(image.querySelector("image, use[href^='http']")).toBeNull();
    }
    // Each is drawn in its item's own colour.
    const hardHat = screen.getByRole("img", { name: /Type I hard hat/ });
    expect(hardHat.innerHTML).toContain('fill="#f8fafc"');
  });

  it("ROUTE-19 the total at cost follows the quantities typed, before anything is sent", async () => {
    render(<BrandStoreForm prefill={noPrefill} brandName="Lumenor" formKey="form-key-test-1" />);
    const total = screen.getByTestId("request-total");
    expect(total.textContent).toBe("$0.00");
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Quantity of Structured trucker cap"), {
        target: { value: "12" },
      });
      fireEvent.change(screen.getByLabelText("Quantity of 900-lumen LED flashlight"), {
        target: { value: "4" },
      });
    });
    // 12 x $18.00 + 4 x $29.00
    expect(total.textContent).toBe("$332.00");
    const summary = screen.getByTestId("request-summary");
    expect(within(summary).getByRole("row", { name: /Structured trucker cap 12 \$216\.00/ })).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Quantity of Structured trucker cap"), {
        target: { value: "" },
      });
    });
    expect(total.textContent).toBe("$116.00");
  });
});

describe.each(testDatabaseKinds())("brand store and credit application pages on %s", (kind) => {
  let h: PageHarness;
  beforeAll(async () => {
    h = await openPageHarness(kind);
  });
  afterAll(async () => h?.dispose());
  afterEach(() => cleanup());

  async function post(
    page: typeof brandStorePage | typeof creditPage,
    path: string,
    fields: Record<string, string>,
    clientIp?: string,
  ) {
    const { context } = h.pageRequest(null, clientIp ? { clientIp } : {});
    return (await page.action(routeArgs(formPost(path, fields), context))) as unknown as Answer;
  }

  async function outbox(to: string) {
    const response = await h.call(`/dev/outbox?to=${encodeURIComponent(to)}`, {
      headers: { accept: "application/json" },
    });
    return (await response.json()) as { subject: string; text: string }[];
  }

  it("ROUTE-19 posted without JavaScript: refused with its errors and what was typed, then stored and mailed", async () => {
    const email = `ken-${kind}@albright-agency.example`;
    const typed = {
      name: "Ken Albright",
      company: "Albright Lighting Agency",
      email,
      shipTo: "",
      notes: "Polos in L",
    };
    const refused = await post(brandStorePage, "/brand-store", { ...typed, "qty-MER-CAP-NVY": "0" });
    expect(refused.init?.status).toBe(400);
    const result = siteFormResult(refused.data);
    expect(result?.ok).toBe(false);
    if (result?.ok !== false) throw new Error("not refused");
    expect(result.errors.shipTo).toBe("Enter the shipping address");
    expect(result.values.notes).toBe("Polos in L");

    render(
      <BrandStoreForm prefill={noPrefill} brandName="Lumenor" formKey="form-key-test-2" result={result} />,
    );
    expect(screen.getByTestId("form-failure").textContent).toContain(formMessages["brand-store"].sendFailed);
    expect(screen.getByText("Enter the shipping address")).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ken Albright");
    expect((screen.getByLabelText(/Sizes, colours and notes/) as HTMLTextAreaElement).value).toBe(
      "Polos in L",
    );
    cleanup();

    const sent = await post(
      brandStorePage,
      "/brand-store",
      {
        ...typed,
        shipTo: "88 Lake St, Cleveland OH 44114",
        "qty-MER-CAP-NVY": "12",
        "qty-MER-FL-900": "4",
        formKey: `brand-store-${kind}-key-1`,
      },
      "10.19.0.1",
    );
    expect(sent.init?.status).toBe(201);
    const ok = siteFormResult(sent.data);
    if (!ok?.ok) throw new Error("not sent");
    expect(ok.sent.number).toMatch(/^BS-/);
    expect(ok.sent.number).toMatch(FORM_NUMBER);
    const [receipt] = await outbox(email);
    expect(receipt?.subject).toContain(ok.sent.number);
    expect(receipt?.text).toContain("$332.00");

    // The same filled-in form posted twice (a double click) is one request.
    const again = await post(
      brandStorePage,
      "/brand-store",
      {
        ...typed,
        shipTo: "88 Lake St, Cleveland OH 44114",
        "qty-MER-CAP-NVY": "12",
        "qty-MER-FL-900": "4",
        formKey: `brand-store-${kind}-key-1`,
      },
      "10.19.0.1",
    );
    expect((siteFormResult(again.data) as { sent: { number: string } }).sent.number).toBe(ok.sent.number);
    expect(await outbox(email)).toHaveLength(1);

    render(<BrandStoreForm prefill={noPrefill} brandName="Lumenor" formKey="form-key-test-3" result={ok} />);
    expect(screen.getByTestId("form-sent").textContent).toContain(formMessages["brand-store"].sent);
    expect(screen.getByTestId("form-number").textContent).toBe(ok.sent.number);
  });

  it("ROUTE-19 with no quantity at all the request is refused with 'Choose at least one item'", async () => {
    const answer = await post(brandStorePage, "/brand-store", {
      name: "Ken Albright",
      email: "ken@albright-agency.example",
      shipTo: "88 Lake St, Cleveland OH 44114",
    });
    expect(answer.init?.status).toBe(400);
    const result = siteFormResult(answer.data);
    render(
      <BrandStoreForm prefill={noPrefill} brandName="Lumenor" formKey="form-key-test-4" result={result} />,
    );
    expect(screen.getByText("Choose at least one item with a quantity")).toBeTruthy();
  });

  it("ROUTE-27 posted without JavaScript: the errors summarized in form order and kept input, then the number and a working PDF link", async () => {
    const { legalName: _legalName, trade2Phone: _phone, certify: _certify, ...partial } = credit;
    const refused = await post(creditPage, "/credit-application", { ...partial, trade2Phone: "call Ann" });
    expect(refused.init?.status).toBe(400);
    const result = siteFormResult(refused.data);
    render(
      <CreditApplicationForm
        prefill={creditPrefill}
        formKey="form-key-test-5"
        brandName="Lumenor"
        result={result}
      />,
    );
    const summary = screen.getByTestId("error-summary");
    expect(within(summary).getByRole("heading", { level: 2 }).textContent).toBe(
      "There are 3 problems with your application",
    );
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Enter the company's legal name", "#field-legalName"],
      ["Enter the phone number of trade reference 2 with digits (e.g. 614-555-0142)", "#field-trade2Phone"],
      ["Tick the box to certify the information", "#field-certify"],
    ]);
    // Every link leads to its field, and what was typed is still there.
    for (const link of links) expect(document.querySelector(link.getAttribute("href") ?? "")).not.toBeNull();
    expect((document.getElementById("field-trade2Phone") as HTMLInputElement).value).toBe("call Ann");
    expect((document.getElementById("field-city") as HTMLInputElement).value).toBe("Toledo");
    expect((document.getElementById("field-businessType") as HTMLSelectElement).value).toBe(
      "Electrical distributor",
    );
    // The numbered sections say where the corrections are.
    const sections = screen.getByTestId("credit-sections");
    expect(sections.textContent).toContain("Company1 field to correct");
    expect(sections.textContent).toContain("Trade references1 field to correct");
    expect(sections.textContent).not.toContain("Bank reference1");
    cleanup();

    const sent = await post(creditPage, "/credit-application", credit);
    expect(sent.init?.status).toBe(201);
    const ok = siteFormResult(sent.data);
    if (!ok?.ok) throw new Error("not sent");
    expect(ok.sent.number).toMatch(/^CA-/);
    render(
      <CreditApplicationForm
        prefill={creditPrefill}
        formKey="form-key-test-6"
        brandName="Lumenor"
        result={ok}
      />,
    );
    expect(screen.getByTestId("form-number").textContent).toBe(ok.sent.number);
    const link = screen.getByRole("link", { name: "Download your application (PDF)" });
    const href = link.getAttribute("href") ?? "";
    expect(href).toBe(ok.sent.pdfUrl);
    const pdf = await h.call(href);
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("%PDF");
    expect(await pdfText(bytes)).toContain("Harbor Electric Supply, LLC");
  });
});

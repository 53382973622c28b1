import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { warrantyPhotoLimits } from "../../../lib/shared/uploads.ts";
import { type StaffWarrantyClaim, warrantyMessages } from "../../../lib/warranty/contract.ts";
import { runWarrantyCommand } from "../../../scripts/warranty-command.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import {
  formOf,
  itRefusesBadUploads,
  localUploadDir,
  sampleFiles,
  sendForm,
  sendRefusedUpload,
  storedFiles,
  type UploadForm,
} from "../../testing/uploads.ts";
import { products } from "../catalog/schema.ts";
import { invoices } from "../invoices/schema.ts";
import { orders } from "../orders/schema.ts";
import { warrantyClaimPhotos, warrantyClaims } from "./schema.ts";

const KEY = "integration-key-for-tests-0123456789";
const CLAIMS = "/api/user-service/warranty-claims";
type Sent = { rid: string; number: string; status: string; message: string };
type Claim = {
  rid: string;
  number: string;
  status: string;
  reference: string;
  referenceKind: string;
  sku: string;
  rmaNumber: string | null;
  reason: string | null;
  photos: { id: string; name: string; url: string }[];
};
type Listed = { claims: Claim[] };
type Refusal = { error: string; code: string; details?: { fields?: Record<string, string> } };

describe.each(testDatabaseKinds())("warranty claims on %s", (kind) => {
  let h: AppHarness;
  let ben: string;
  let nora: string;
  let olivia: string;
  let dir: string;
  let sku: string;
  let benOrder: string;
  let benInvoice: string;
  let northgateOrder: string;
  let northgateInvoice: string;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true, integrationApiKey: KEY });
    ben = (await h.signIn("ben.buyer@brightline.example")).cookie;
    nora = (await h.signIn("nora.viewer@brightline.example")).cookie;
    olivia = (await h.signIn("olivia.owner@northgate.example")).cookie;
    dir = localUploadDir(h);
    sku = (await h.db.select({ sku: products.sku }).from(products).limit(1))[0]?.sku as string;
    const orderOf = async (account: string) =>
      (await h.db.select({ n: orders.number }).from(orders).where(eq(orders.accountId, account)).limit(1))[0]
        ?.n as string;
    const invoiceOf = async (account: string) =>
      (
        await h.db
          .select({ n: invoices.number })
          .from(invoices)
          .where(eq(invoices.accountId, account))
          .limit(1)
      )[0]?.n as string;
    benOrder = await orderOf("A-10001");
    benInvoice = await invoiceOf("A-10001");
    northgateOrder = await orderOf("A-10002");
    northgateInvoice = await invoiceOf("A-10002");
  });
  afterAll(async () => h?.dispose());

  const fields = () => ({
    reference: benOrder,
    sku,
    quantity: "3",
    installDate: "2026-01-15",
    failureDescription: "Two drivers flicker and fail after 20 minutes.",
  });
  const photo = (name = "fixture.png") => ["photos", sampleFiles.png(), name] as [string, Blob, string];
  const rowCounts = async () => ({
    claims: (await h.db.select({ n: count() }).from(warrantyClaims))[0]?.n ?? 0,
    photos: (await h.db.select({ n: count() }).from(warrantyClaimPhotos))[0]?.n ?? 0,
    stored: storedFiles(dir).length,
  });
  const submit = (form: FormData, cookie = ben, headers: Record<string, string> = {}) =>
    sendForm(h, CLAIMS, form, { cookie, headers });

  let sent: Sent;

  it("WARR-02 API-37: a claim with a photo is filed once for a double submit and mailed", async () => {
    const before = await rowCounts();
    const headers = { "idempotency-key": "warranty-double-submit-1" };
    const first = await submit(formOf(fields(), [photo()]), ben, headers);
    expect(first.status).toBe(201);
    sent = (await first.json()) as Sent;
    expect(sent).toMatchObject({ status: "SUBMITTED", message: "Warranty claim was sent!" });
    expect(sent.number).toMatch(/^WC-\d{4}-\d{6}$/);
    const again = await submit(formOf(fields(), [photo()]), ben, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as Sent).rid).toBe(sent.rid);
    expect(await rowCounts()).toEqual({
      claims: before.claims + 1,
      photos: before.photos + 1,
      stored: before.stored + 1,
    });
    const mails = await h.services.mailer.outbox({ limit: 20 });
    const about = mails.filter(
      (mail) => mail.purpose === "warranty-claim" && mail.subject.includes(sent.number),
    );
    expect(about.map((mail) => mail.to).sort()).toEqual([
      "ben.buyer@brightline.example",
      "design@lumenor.example",
    ]);
    // The warranty team's mail leads to the claim in the integration API; the claimant's does not.
    const staffUrl = `/api/order-service/integration/warranty-claims/${sent.number}`;
    expect(about.find((mail) => mail.to === "design@lumenor.example")?.text).toContain(staffUrl);
    expect(about.find((mail) => mail.to === "ben.buyer@brightline.example")?.text).not.toContain(staffUrl);
  });

  it("WARR-01 WARR-03 API-36: the claimant's list shows it by rid with status and photo", async () => {
    const list = await h.getJson<Listed>(CLAIMS, { cookie: ben });
    expect(list.status).toBe(200);
    const mine = list.body.claims.find((claim) => claim.rid === sent.rid);
    expect(mine).toMatchObject({
      number: sent.number,
      status: "SUBMITTED",
      reference: benOrder,
      referenceKind: "ORDER",
      sku,
      rmaNumber: null,
    });
    expect(mine?.photos.map((p) => p.name)).toEqual(["fixture.png"]);
    expect(warrantyMessages.loadFailed).toBe("Could not load warranty claims");
  });

  it("WARR-02: an invoice number of the account is accepted, in any case", async () => {
    const response = await submit(formOf({ ...fields(), reference: benInvoice.toLowerCase() }, []));
    expect(response.status).toBe(201);
    const { rid } = (await response.json()) as Sent;
    const [row] = await h.db.select().from(warrantyClaims).where(eq(warrantyClaims.id, rid));
    expect(row).toMatchObject({ referenceKind: "INVOICE", reference: benInvoice, accountId: "A-10001" });
  });

  it("WARR-02: another account's order or invoice, an unknown SKU or a future install date is refused", async () => {
    const before = await rowCounts();
    const refusal = async (changes: Record<string, string>) => {
      const response = await submit(formOf({ ...fields(), ...changes }, [photo()]));
      expect(response.status).toBe(400);
      return ((await response.json()) as Refusal).details?.fields ?? {};
    };
    expect((await refusal({ reference: northgateOrder })).reference).toBe(
      `Order ${northgateOrder} is not one of your account's`,
    );
    expect((await refusal({ reference: northgateInvoice })).reference).toBe(
      `Invoice ${northgateInvoice} is not one of your account's`,
    );
    expect((await refusal({ sku: "NO-SUCH-SKU" })).sku).toBe(
      "No product with SKU NO-SUCH-SKU is in our catalogue",
    );
    expect((await refusal({ installDate: "2999-01-01" })).installDate).toBe(
      "The install date cannot be in the future",
    );
    expect(await refusal({ reference: "", failureDescription: "", quantity: "0" })).toMatchObject({
      reference: "Enter an order number (SO-…) or an invoice number (INV-…)",
      failureDescription: "Describe the failure",
      quantity: "Enter a quantity of at least 1",
    });
    expect(await rowCounts()).toEqual(before);
  });

  describe("photos refused (images only, up to five, by content)", () => {
    const form: UploadForm = {
      ids: "WARR-02 API-37",
      harness: () => h,
      path: CLAIMS,
      cookie: () => ben,
      fields,
      field: "photos",
      limits: warrantyPhotoLimits,
      sample: { blob: sampleFiles.jpeg, name: "photo.jpg" },
      prefix: "warranty",
      counts: rowCounts,
      storedFile: async (rid) =>
        (await h.db.select().from(warrantyClaimPhotos).where(eq(warrantyClaimPhotos.claimId, rid)))[0],
      dir: () => dir,
    };

    itRefusesBadUploads(form);

    it("WARR-02 API-37 six photos, one over the limit", async () => {
      const six = Array.from({ length: 6 }, (_, i) => photo(`p${i}.png`));
      expect(await sendRefusedUpload(form, formOf(fields(), six))).toMatchObject({
        status: 400,
        body: { error: "Send at most 5 files at once" },
      });
    });

    it("WARR-02 API-37 a PDF as a photo", async () => {
      const result = await sendRefusedUpload(
        form,
        formOf(fields(), [["photos", sampleFiles.pdf(), "photo.pdf"]]),
      );
      expect(result.status).toBe(400);
      expect(result.body.error).toContain('"photo.pdf" is not an accepted file type (PNG, JPEG, GIF, WebP)');
    });
  });

  it("a photo is the owner's download (attachment, nosniff); anyone else gets 404, a guest 401", async () => {
    const list = await h.getJson<Listed>(CLAIMS, { cookie: ben });
    const url = list.body.claims.find((claim) => claim.rid === sent.rid)?.photos[0]?.url as string;
    const response = await h.call(url, { cookie: ben });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="fixture.png"/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await h.call(url, { cookie: nora })).status).toBe(404);
    expect((await h.call(url, { cookie: olivia })).status).toBe(404);
    expect((await h.call(url)).status).toBe(401);
    expect((await h.call(`${CLAIMS}/not-a-uuid/photos/x`, { cookie: ben })).status).toBe(404);
    const others = await h.getJson<Listed>(CLAIMS, { cookie: nora });
    expect(others.body.claims.some((claim) => claim.rid === sent.rid)).toBe(false);
    expect((await h.call(CLAIMS)).status).toBe(401);
    expect((await submit(formOf(fields(), []), "")).status).toBe(401);
  });

  describe("the warranty team's decisions (integration API)", () => {
    const statusPath = (number = sent.number) =>
      `/api/order-service/integration/warranty-claims/${number}/status`;
    const put = (body: unknown, headers: Record<string, string> = { "x-api-key": KEY }, number?: string) =>
      h.postJson<{ status: string; changed: boolean } & Refusal>(statusPath(number), body, {
        method: "PUT",
        headers,
      });

    it("needs the key: none, a wrong one or a session is 401", async () => {
      expect((await put({ status: "UNDER_REVIEW" }, {})).status).toBe(401);
      expect(
        (await h.postJson(statusPath(), { status: "UNDER_REVIEW" }, { method: "PUT", cookie: ben })).status,
      ).toBe(401);
      expect(
        (await put({ status: "UNDER_REVIEW" }, { "x-api-key": "wrong-key-wrong-key-wrong" })).status,
      ).toBe(401);
    });

    it("WARR-02 WARR-03 the warranty team reads a claim by number with its photo and downloads it (attachment, nosniff); a wrong number is 404", async () => {
      const headers = { "x-api-key": KEY };
      const base = "/api/order-service/integration/warranty-claims";
      const read = await h.getJson<StaffWarrantyClaim>(`${base}/${sent.number}`, { headers });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        rid: sent.rid,
        number: sent.number,
        status: "SUBMITTED",
        accountId: "A-10001",
        claimantEmail: "ben.buyer@brightline.example",
        referenceKind: "ORDER",
        reference: benOrder,
        sku,
        quantity: 3,
        installDate: "2026-01-15",
        failureDescription: "Two drivers flicker and fail after 20 minutes.",
        rmaNumber: null,
        reason: null,
      });
      const size = (await sampleFiles.png().arrayBuffer()).byteLength;
      expect(read.body.photos).toEqual([
        {
          id: expect.any(String),
          name: "fixture.png",
          sizeBytes: size,
          contentType: "image/png",
          url: `${base}/${sent.number}/photos/${read.body.photos[0]?.id}`,
        },
      ]);
      const url = read.body.photos[0]?.url as string;
      const photo = await h.call(url, { headers });
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/png");
      expect(photo.headers.get("content-disposition")).toMatch(/^attachment; filename="fixture.png"/);
      expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
      expect((await photo.arrayBuffer()).byteLength).toBe(size);
      // A session never reaches these routes, not even the claimant's.
      expect((await h.call(url, { cookie: ben })).status).toBe(401);
      for (const wrong of ["WC-2026-999999", "not-a-number"]) {
        const missing = await h.getJson<Refusal>(`${base}/${wrong}`, { headers });
        expect(missing.status).toBe(404);
        expect(missing.body.code).toBe("NOT_FOUND");
      }
      const photoId = read.body.photos[0]?.id as string;
      expect((await h.call(`${base}/WC-2026-999999/photos/${photoId}`, { headers })).status).toBe(404);
      expect((await h.call(`${base}/${sent.number}/photos/not-a-uuid`, { headers })).status).toBe(404);
    });

    it("UNDER_REVIEW, then APPROVED with its RMA: listed with the RMA and each change mailed", async () => {
      expect((await put({ status: "UNDER_REVIEW" })).body).toMatchObject({
        status: "UNDER_REVIEW",
        changed: true,
      });
      expect((await put({ status: "UNDER_REVIEW" })).body).toMatchObject({ changed: false });
      const noRma = await put({ status: "APPROVED" });
      expect(noRma.status).toBe(400);
      expect(noRma.body.error).toContain("An approved claim needs an RMA number");
      expect((await put({ status: "APPROVED", rmaNumber: "RMA-77001" })).body).toMatchObject({
        status: "APPROVED",
        changed: true,
      });
      const list = await h.getJson<Listed>(CLAIMS, { cookie: ben });
      expect(list.body.claims.find((claim) => claim.rid === sent.rid)).toMatchObject({
        status: "APPROVED",
        rmaNumber: "RMA-77001",
      });
      const mails = (
        await h.services.mailer.outbox({ to: "ben.buyer@brightline.example", limit: 20 })
      ).filter((mail) => mail.purpose === "warranty-status" && mail.subject.includes(sent.number));
      expect(mails).toHaveLength(2);
      expect(mails.some((mail) => mail.text.includes("RMA-77001"))).toBe(true);
      // A decision is final.
      expect((await put({ status: "DENIED", reason: "Changed our mind" })).status).toBe(409);
      expect((await put({ status: "UNDER_REVIEW" })).status).toBe(409);
      expect((await put({ status: "UNDER_REVIEW" }, undefined, "WC-2026-999999")).status).toBe(404);
    });

    it("DENIED needs a reason, which the list and the mail carry", async () => {
      const filed = (await (await submit(formOf(fields(), []))).json()) as Sent;
      expect((await put({ status: "DENIED" }, undefined, filed.number)).body.error).toContain(
        "A denied claim needs a reason",
      );
      const denied = await put(
        { status: "DENIED", reason: "Installed outdoors in an indoor-only rating." },
        undefined,
        filed.number,
      );
      expect(denied.body).toMatchObject({ status: "DENIED", changed: true });
      const [row] = await h.db
        .select()
        .from(warrantyClaims)
        .where(and(eq(warrantyClaims.id, filed.rid), eq(warrantyClaims.status, "DENIED")));
      expect(row?.reason).toBe("Installed outdoors in an indoor-only rating.");
      const [mail] = await h.services.mailer.outbox({ to: "ben.buyer@brightline.example", limit: 1 });
      expect(mail?.text).toContain("Installed outdoors in an indoor-only rating.");
    });

    it("warranty:status decides a claim from the command line", async () => {
      const filed = (await (await submit(formOf(fields(), []))).json()) as Sent;
      expect(await runWarrantyCommand(h.services.warranty, [filed.number, "under_review"])).toBe(
        `Claim ${filed.number} is now UNDER_REVIEW.`,
      );
      expect(
        await runWarrantyCommand(h.services.warranty, [filed.number, "APPROVED", "--rma", "RMA-1"]),
      ).toBe(`Claim ${filed.number} is now APPROVED.`);
      await expect(runWarrantyCommand(h.services.warranty, [filed.number, "DENIED"])).rejects.toThrow(
        "A denied claim needs a reason",
      );
    });
  });
});

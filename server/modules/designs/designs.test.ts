import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  defaultScxSelection,
  SCX_BASE_SKU,
  type ScxSelection,
  scxAddersCents,
  scxOptionCodes,
} from "../../../lib/builder/scx.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import {
  type DeletedDesign,
  type Design,
  type DesignInCart,
  type DesignList,
  designListSchema,
  designSchema,
} from "../../../lib/designs/contract.ts";
import type { Project } from "../../../lib/projects/contract.ts";
import type { CopiedQuote, Quote } from "../../../lib/quotes/contract.ts";
import { type AppHarness, type JsonResponse, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { carts } from "../cart/schema.ts";
import { products } from "../catalog/schema.ts";
import { pdfText } from "../media/pdf-text.test-support.ts";
import { customDesigns } from "./schema.ts";

const API = "/api/cart-service";
type ErrorBody = { error: string; code: string };

/**
 * Saved custom designs over HTTP (DESIGN-03, DESIGN-04, API-23, API-24), on the demo accounts, a
 * 60-product demo catalogue and the demo price lists: Brightline (A-10001) has a net price of 104.00
 * for the SCX base fixture SCX-4-40-40K; Northgate (A-10002) has none.
 */
describe.each(testDatabaseKinds())("custom designs on %s", (kind) => {
  let h: AppHarness;
  let baseListCents = 0;
  const cookies: Record<string, string> = {};
  const emails = {
    ben: "ben.buyer@brightline.example",
    dana: "dana.admin@brightline.example",
    nora: "nora.viewer@brightline.example",
    olivia: "olivia.owner@northgate.example",
    bob: "bob.basic@example.com",
  } as const;
  type Who = keyof typeof emails;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    for (const [who, email] of Object.entries(emails)) cookies[who] = (await h.signIn(email)).cookie;
    const [base] = await h.db
      .select({ cents: products.listPriceCents })
      .from(products)
      .where(sql`${products.sku} = ${SCX_BASE_SKU}`);
    if (!base) throw new Error(`the demo catalogue has ${SCX_BASE_SKU}`);
    baseListCents = base.cents;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(customDesigns);
    await h.db.delete(carts);
  });

  const send = <T>(who: Who | null, method: string, path: string, body?: unknown, headers = {}) => {
    const cookie = who ? cookies[who] : undefined;
    return body === undefined
      ? h.getJson<T & ErrorBody>(`${API}${path}`, { cookie, method, headers } as never)
      : h.postJson<T & ErrorBody>(`${API}${path}`, body, { cookie, method, headers });
  };
  const ok = <T>(response: JsonResponse<T>, status = 200): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    return response.body;
  };
  const eightFootBlack: ScxSelection = { ...defaultScxSelection, length: "8", finish: "BK", cct: "35K" };
  const save = (who: Who, body: Record<string, unknown>, headers = {}) =>
    send<Design>(who, "POST", "/custom-design/add", body, headers);
  const saved = async (who: Who, name = "Lobby run", configuration = eightFootBlack) =>
    ok(await save(who, { name, note: "Open office, row of 6", configuration }), 201);
  const list = async (who: Who) =>
    designListSchema.parse(ok(await send<DesignList>(who, "GET", "/custom-design")));

  it("API-23 DESIGN-03 saves a design for the caller, with the catalog number and prices computed on the server", async () => {
    const design = designSchema.parse(
      ok(
        await save("ben", {
          name: "  Lobby run ",
          note: "Open office, row of 6",
          configuration: eightFootBlack,
          // Ignored: identity and figures come from the session and the server.
          ...{},
        }),
        201,
      ),
    );
    expect(design).toMatchObject({
      name: "Lobby run",
      series: "SCX",
      catalogNumber: "SCX-8-MO-35K-80-BK-AC-FR-DM-D10-NE",
      leadTimeDays: 10,
      // The 8 ft adder is 95.00; Brightline's net price for the base is 104.00.
      listPriceCents: baseListCents + 9_500,
      accountPriceCents: 10_400 + 9_500,
    });
    const [row] = await h.db.select().from(customDesigns);
    expect(row).toMatchObject({ accountId: "A-10001", catalogNumber: design.catalogNumber });
  });

  it("API-23 refuses a guest (401), a forbidden pair of choices and a body with an unknown field (400), storing nothing", async () => {
    expect(
      (await send(null, "POST", "/custom-design/add", { name: "x", configuration: eightFootBlack })).status,
    ).toBe(401);
    const forbidden = await save("ben", {
      name: "x",
      configuration: { ...defaultScxSelection, length: "2", emergency: "EM" },
    });
    expect(forbidden.status).toBe(400);
    expect(forbidden.body.code).toBe("VALIDATION");
    expect(JSON.stringify(forbidden.body)).toContain(
      "The emergency battery does not fit in the 2 ft housing.",
    );
    expect((await save("ben", { name: "", configuration: eightFootBlack })).status).toBe(400);
    expect((await save("ben", { name: "x", configuration: eightFootBlack, userId: "someone" })).status).toBe(
      400,
    );
    expect(await h.db.select().from(customDesigns)).toHaveLength(0);
  });

  it("API-23 a double submit with one Idempotency-Key saves one design", async () => {
    const key = randomUUID();
    const body = { name: "Once", configuration: eightFootBlack };
    const first = ok(await save("ben", body, { "Idempotency-Key": key }), 201);
    const again = await save("ben", body, { "Idempotency-Key": key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body.id).toBe(first.id);
    expect(await h.db.select().from(customDesigns)).toHaveLength(1);
  });

  it("API-24 DESIGN-04 lists the caller's designs in the working account, newest first; others' are not listed", async () => {
    const older = await saved("ben", "First");
    const newer = await saved("ben", "Second", defaultScxSelection);
    await saved("dana", "Dana's own");
    await saved("olivia", "Northgate's");
    const bens = await list("ben");
    expect(bens.designs.map((d) => d.id)).toEqual([newer.id, older.id]);
    expect(bens.designs[1]?.summary).toContain("Length: 8 ft · Lumen package: Medium output, 500 lm/ft");
    // Olivia's account has no price list rule for the base: no account price.
    expect((await list("olivia")).designs[0]?.accountPriceCents).toBeNull();
    // A basic customer works for no account: their designs are their own.
    await saved("bob", "Home office");
    expect((await list("bob")).designs.map((d) => d.name)).toEqual(["Home office"]);
    expect((await send(null, "GET", "/custom-design")).status).toBe(401);
  });

  it("DESIGN-04 another person's or account's design is a 404 for get, duplicate, delete, cart and PDF", async () => {
    const bens = await saved("ben");
    for (const who of ["dana", "olivia", "bob"] as const) {
      expect((await send(who, "GET", `/custom-design/${bens.id}`)).status).toBe(404);
      expect((await send(who, "POST", `/custom-design/${bens.id}/duplicate`, {})).status).toBe(404);
      expect((await send(who, "DELETE", `/custom-design/${bens.id}`)).status).toBe(404);
      expect((await send(who, "GET", `/custom-design/${bens.id}/pdf`)).status).toBe(404);
    }
    expect((await send("dana", "POST", `/custom-design/${bens.id}/cart`, { quantity: 1 })).status).toBe(404);
    expect((await send("ben", "GET", "/custom-design/not-a-uuid")).status).toBe(404);
    expect(await h.db.select().from(customDesigns)).toHaveLength(1);
  });

  it("DESIGN-04 opens, duplicates and deletes a design", async () => {
    const original = await saved("ben");
    expect(designSchema.parse(ok(await send<Design>("ben", "GET", `/custom-design/${original.id}`)))).toEqual(
      original,
    );
    const copy = designSchema.parse(
      ok(await send<Design>("ben", "POST", `/custom-design/${original.id}/duplicate`, {}), 201),
    );
    expect(copy).toMatchObject({
      name: "Copy of Lobby run",
      note: original.note,
      configuration: original.configuration,
    });
    expect(copy.id).not.toBe(original.id);
    const deleted = ok(await send<DeletedDesign>("ben", "DELETE", `/custom-design/${original.id}`));
    expect(deleted).toEqual({ id: original.id, deleted: true, message: "Custom design deleted" });
    expect((await send("ben", "DELETE", `/custom-design/${original.id}`)).status).toBe(404);
    expect((await list("ben")).designs.map((d) => d.id)).toEqual([copy.id]);
  });

  it("DESIGN-03 a design goes into the cart at the builder's price: the base fixture under the account's price list, every adder charged", async () => {
    const design = await saved("ben");
    // 8 ft, black, 3500K: the adders are charged on top of Brightline's net price for the base.
    expect(design.accountPriceCents).toBe(10_400 + scxAddersCents(eightFootBlack));
    expect(scxAddersCents(eightFootBlack)).toBeGreaterThan(0);
    const key = randomUUID();
    const answer = ok(
      await send<DesignInCart>(
        "ben",
        "POST",
        `/custom-design/${design.id}/cart`,
        { quantity: 3 },
        { "Idempotency-Key": key },
      ),
    );
    expect(answer.sku).toBe(SCX_BASE_SKU);
    expect(answer.options.map((o) => o.label)).toEqual(expect.arrayContaining(["8 ft", "3500K", "Black"]));
    expect(answer.message).toBe(`Lobby run is in your cart as ${design.catalogNumber}.`);
    // A double click adds once.
    ok(
      await send(
        "ben",
        "POST",
        `/custom-design/${design.id}/cart`,
        { quantity: 3 },
        { "Idempotency-Key": key },
      ),
    );
    const cart = ok(await send<Cart>("ben", "GET", "/cart"));
    expect(cart.items).toHaveLength(1);
    const [line] = cart.items;
    expect(line).toMatchObject({
      quantity: 3,
      catalogNumber: design.catalogNumber,
      productDetails: { sku: SCX_BASE_SKU, name: "SCX custom linear, 8 ft, 3500K, Black" },
      unitPriceCents: 10_400,
      optionsPerUnitCents: scxAddersCents(eightFootBlack),
      lineTotalCents: 3 * (design.accountPriceCents ?? 0),
      available: true,
    });
    // The same design again adds to its line; a different configuration is a line of its own.
    ok(await send("ben", "POST", `/custom-design/${design.id}/cart`, { quantity: 1 }));
    const other = await saved("ben", "Corridor", { ...defaultScxSelection, length: "2" });
    ok(await send("ben", "POST", `/custom-design/${other.id}/cart`, { quantity: 1 }));
    const after = ok(await send<Cart>("ben", "GET", "/cart"));
    expect(after.items.map((item) => [item.catalogNumber, item.quantity])).toEqual([
      [design.catalogNumber, 4],
      [other.catalogNumber, 1],
    ]);
    // Without cart access (Nora), the cart refuses as it always does (403), and nothing is added.
    const noras = await saved("nora");
    expect((await send("nora", "POST", `/custom-design/${noras.id}/cart`, { quantity: 1 })).status).toBe(403);
    expect((await send("ben", "POST", `/custom-design/${design.id}/cart`, { quantity: 0 })).status).toBe(400);
  });

  it("DESIGN-03 CART-01 builder option codes are checked like any option: a broken rule, a missing group or another product's line is a 400 that adds nothing", async () => {
    const [base] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.sku} = ${SCX_BASE_SKU}`);
    const [other] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.sku} <> ${SCX_BASE_SKU}`)
      .limit(1);
    const add = (productId: string | undefined, options: string[]) =>
      send<Cart>("ben", "POST", "/cart/add", { productId, quantity: 1, options });
    const recessedEightFoot = scxOptionCodes({ ...defaultScxSelection, mounting: "RC", length: "8" });
    const refused = await add(base?.id, recessedEightFoot);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain("2 ft and 4 ft lengths only");
    expect((await add(base?.id, scxOptionCodes(defaultScxSelection).slice(1))).status).toBe(400);
    expect((await add(other?.id, scxOptionCodes(defaultScxSelection))).status).toBe(400);
    expect(
      (await add(base?.id, ["SCX.length.99", ...scxOptionCodes(defaultScxSelection).slice(1)])).status,
    ).toBe(400);
    expect(ok(await send<Cart>("ben", "GET", "/cart")).items).toEqual([]);
  });

  it("DESIGN-03 QUOTE-04 a design becomes a draft quote at the builder's price, and the quote copied back into the cart keeps the configuration", async () => {
    const design = await saved("ben");
    const key = randomUUID();
    const body = { PurchaseOrder: "PO-LOBBY-7", notes: "Lobby coves", quantity: 6 };
    const quote = ok(
      await send<Quote>("ben", "POST", `/custom-design/${design.id}/quote`, body, { "Idempotency-Key": key }),
      201,
    );
    expect(quote).toMatchObject({ PurchaseOrder: "PO-LOBBY-7", notes: "Lobby coves" });
    expect(quote.items).toHaveLength(1);
    expect(quote.items[0]).toMatchObject({
      quantity: 6,
      catalogNumber: design.catalogNumber,
      lineTotalCents: 6 * (design.accountPriceCents ?? 0),
    });
    // The same key answers the same quote; the cart was not used.
    const again = await send<Quote>("ben", "POST", `/custom-design/${design.id}/quote`, body, {
      "Idempotency-Key": key,
    });
    expect(again.body.id).toBe(quote.id);
    expect(ok(await send<Cart>("ben", "GET", "/cart")).items).toEqual([]);
    const copied = ok(await send<CopiedQuote>("ben", "POST", `/quotes/${quote.id}/cart`, {}));
    expect(copied.cart.items[0]).toMatchObject({
      quantity: 6,
      catalogNumber: design.catalogNumber,
      lineTotalCents: 6 * (design.accountPriceCents ?? 0),
    });
    // A purchase order is required, as for any quote; Nora (no cart access) gets 403; Dana's is a 404.
    expect((await send("ben", "POST", `/custom-design/${design.id}/quote`, { quantity: 1 })).status).toBe(
      400,
    );
    const noras = await saved("nora");
    expect((await send("nora", "POST", `/custom-design/${noras.id}/quote`, body)).status).toBe(403);
    expect((await send("dana", "POST", `/custom-design/${design.id}/quote`, body)).status).toBe(404);
  });

  it("DESIGN-03 PROJ-06 a design added to a project is priced there with its adders, and the project's cart line is the design", async () => {
    const design = await saved("ben");
    const pricing = designListSchema.parse(ok(await send<DesignList>("ben", "GET", "/custom-design")));
    expect(pricing.baseProductId).toBeTruthy();
    const project = ok(
      await h.postJson<Project & ErrorBody>(
        "/api/user-service/projects/product",
        {
          name: "Lobby refit",
          product: {
            productId: pricing.baseProductId,
            quantity: 2,
            options: scxOptionCodes(design.configuration),
          },
        },
        { cookie: cookies.ben },
      ),
      201,
    );
    const opened = ok(
      await h.getJson<Project & ErrorBody>(`/api/user-service/projects/${project.projectID}`, {
        cookie: cookies.ben,
      }),
    );
    expect(opened.items[0]).toMatchObject({
      catalogNumber: design.catalogNumber,
      lineTotalCents: 2 * (design.accountPriceCents ?? 0),
    });
    ok(await h.postJson(`/api/user-service/projects/${project.projectID}/cart`, {}, { cookie: cookies.ben }));
    const cart = ok(await send<Cart>("ben", "GET", "/cart"));
    expect(cart.items.map((item) => [item.catalogNumber, item.lineTotalCents])).toEqual([
      [design.catalogNumber, 2 * (design.accountPriceCents ?? 0)],
    ]);
  });

  it("DESIGN-04 the spec sheet is a PDF of the design: name, catalog number, choices, prices and note", async () => {
    const design = await saved("ben");
    const response = await h.app.request(`${API}/custom-design/${design.id}/pdf`, {
      headers: { cookie: cookies.ben ?? "" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="SCX-8-MO-35K-80-BK-AC-FR-DM-D10-NE-spec-sheet.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    const text = await pdfText(bytes);
    for (const expected of [
      "Lobby run",
      "SCX-8-MO-35K-80-BK-AC-FR-DM-D10-NE",
      "Emergency battery",
      "+$95.00",
      "Your price",
      "Open office, row of 6",
    ]) {
      expect(text).toContain(expected);
    }
  });
});

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Cart } from "../../../lib/cart/contract.ts";
import {
  type Project,
  type ProjectList,
  type ProjectSaved,
  type ProjectToCart,
  projectListSchema,
  projectSchema,
} from "../../../lib/projects/contract.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { type AppHarness, type JsonResponse, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { carts } from "../cart/schema.ts";
import { products } from "../catalog/schema.ts";
import { pdfText } from "../media/pdf-text.test-support.ts";
import { quotes } from "../quotes/schema.ts";
import { projectLines, projects } from "./schema.ts";

const API = "/api/user-service";
type ErrorBody = { error: string; code: string };

/**
 * Projects over HTTP (issue 14, PROJ-06 … PROJ-11, API-38 … API-41) on the demo accounts and
 * catalogue. Prices are the figures worked out by hand for the quotes' tests: Brightline pays 51.92
 * for EDL-4SMD-11-30K (12 % off 59.00) and 58.50 for DLX-8-20-50K, whose black finish adds 12.00.
 */
describe.each(testDatabaseKinds())("projects on %s", (kind) => {
  let h: AppHarness;
  const cookies: Record<string, string> = {};
  const emails = {
    ben: "ben.buyer@brightline.example",
    nora: "nora.viewer@brightline.example",
    olivia: "olivia.owner@northgate.example",
  } as const;
  type Who = keyof typeof emails | "guest";
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    for (const [who, email] of Object.entries(emails)) cookies[who] = (await h.signIn(email)).cookie;
    for (const sku of ["EDL-4SMD-11-30K", "DLX-8-20-50K"]) {
      const [row] = await h.db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
      ids[sku] = row?.id as string;
    }
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(projects);
    await h.db.delete(quotes);
    await h.db.delete(carts);
  });

  const send = <T>(who: Who, method: string, path: string, body?: unknown, headers = {}) => {
    const cookie = who === "guest" ? undefined : cookies[who];
    return body === undefined
      ? h.getJson<T & ErrorBody>(`${API}${path}`, { cookie, method, headers } as never)
      : h.postJson<T & ErrorBody>(`${API}${path}`, body, { cookie, method, headers } as never);
  };
  const ok = <T>(response: JsonResponse<T>, status = 200): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    return response.body;
  };
  const product = (sku: string, options: string[] = []) => ({ quantity: 1, productId: ids[sku], options });
  const createWith = (who: Who, name: string, sku: string, options: string[] = [], headers = {}) =>
    send<ProjectSaved>(
      who,
      "POST",
      "/projects/product",
      { name, note: "", product: product(sku, options) },
      headers,
    );
  const lineCount = async () =>
    (await h.db.select({ n: sql<number>`count(*)::int` }).from(projectLines))[0]?.n;

  it("API-41 PROJ-07 PROJ-09 creates a project with its first product; a double submit with one Idempotency-Key makes one project", async () => {
    const key = { "Idempotency-Key": randomUUID() };
    const body = { name: " Warehouse lighting ", note: "Phase 1", product: product("EDL-4SMD-11-30K") };
    const [first, second] = await Promise.all([
      send<ProjectSaved>("ben", "POST", "/projects/product", body, key),
      send<ProjectSaved>("ben", "POST", "/projects/product", body, key),
    ]);
    const saved = ok(first, 201);
    expect(saved).toMatchObject({
      name: "Warehouse lighting",
      lineCount: 1,
      message: "Product added to new project",
    });
    expect(ok(second, 201).projectID).toBe(saved.projectID);
    expect(await h.db.select().from(projects)).toHaveLength(1);
    const project = ok(await send<Project>("ben", "GET", `/projects/${saved.projectID}`));
    expect(project).toMatchObject({
      name: "Warehouse lighting",
      note: "Phase 1",
      lineCount: 1,
      unitCount: 1,
    });
  });

  it("API-40 PROJ-06 PROJ-08 CONST-32 adds to an existing project; the same product again raises its quantity by 1, other options make a line", async () => {
    const { projectID } = ok(await createWith("ben", "Office", "EDL-4SMD-11-30K"), 201);
    const again = ok(
      await send<ProjectSaved>("ben", "PUT", `/projects/product/${projectID}`, {
        projectID,
        products: [product("EDL-4SMD-11-30K")],
      }),
    );
    expect(again).toMatchObject({
      projectID,
      name: "Office",
      lineCount: 1,
      message: "Product added to Office",
    });
    ok(
      await send("ben", "PUT", `/projects/product/${projectID}`, {
        products: [product("DLX-8-20-50K", ["FIN-BK"])],
      }),
    );
    const project = ok(await send<Project>("ben", "GET", `/projects/${projectID}`));
    expect(projectSchema.parse(project)).toEqual(project);
    expect(project.items.map((i) => [i.productDetails.sku, i.quantity])).toEqual([
      ["EDL-4SMD-11-30K", 2],
      ["DLX-8-20-50K", 1],
    ]);
    expect(project.items[1]?.options.find((o) => o.code === "FIN-BK")).toMatchObject({ priceCents: 1_200 });
    // 2 × 51.92 + 58.50 + 12.00 at Brightline's prices.
    expect(project).toMatchObject({
      itemTotalCents: 10_384 + 5_850,
      optionTotalCents: 1_200,
      totalCents: 17_434,
    });
    // A body's projectID other than the path's is not this project.
    const wrong = await send("ben", "PUT", `/projects/product/${projectID}`, {
      projectID: randomUUID(),
      products: [product("EDL-4SMD-11-30K")],
    });
    expect(wrong.status).toBe(404);
  });

  it("API-40 PROJ-06 adds to a project once per Idempotency-Key: a retry with the same key raises the quantity once and answers the same; another key raises it again; the same key with another body is 409", async () => {
    const { projectID } = ok(await createWith("ben", "Retry", "EDL-4SMD-11-30K"), 201);
    const path = `/projects/product/${projectID}`;
    const body = { projectID, products: [product("EDL-4SMD-11-30K")] };
    const quantities = async () =>
      ok(await send<Project>("ben", "GET", `/projects/${projectID}`)).items.map((i) => i.quantity);
    const key = { "Idempotency-Key": randomUUID() };
    const first = await send<ProjectSaved>("ben", "PUT", path, body, key);
    expect(ok(first)).toEqual({ projectID, name: "Retry", lineCount: 1, message: "Product added to Retry" });
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // The retry of the same request: the first answer again, nothing added.
    const retry = await send<ProjectSaved>("ben", "PUT", path, body, key);
    expect(ok(retry)).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await quantities()).toEqual([2]);
    // A new request is a new key: the quantity is raised again.
    ok(await send<ProjectSaved>("ben", "PUT", path, body, { "Idempotency-Key": randomUUID() }));
    expect(await quantities()).toEqual([3]);
    // The same key with another body is refused, and adds nothing.
    const other = await send("ben", "PUT", path, { products: [product("DLX-8-20-50K")] }, key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("CONFLICT");
    expect(await quantities()).toEqual([3]);
  });

  it("API-38 PROJ-03 lists the caller's projects of the working account by projectID, name and note; another user's or account's project is 404", async () => {
    const { projectID } = ok(await createWith("ben", "Hospital", "EDL-4SMD-11-30K"), 201);
    ok(await send("olivia", "POST", "/projects", { name: "Northgate job" }), 201);
    const list = ok(await send<ProjectList>("ben", "GET", "/projects"));
    expect(projectListSchema.parse(list)).toEqual(list);
    expect(list.projects).toEqual([
      expect.objectContaining({ projectID, name: "Hospital", note: "", lineCount: 1 }),
    ]);
    // Nora works for the same account but the project is Ben's; Olivia is of another account.
    expect(ok(await send<ProjectList>("nora", "GET", "/projects")).projects).toEqual([]);
    for (const who of ["nora", "olivia"] as const) {
      expect((await send(who, "GET", `/projects/${projectID}`)).status).toBe(404);
      const put = await send(who, "PUT", `/projects/product/${projectID}`, {
        products: [product("DLX-8-20-50K")],
      });
      expect(put.status).toBe(404);
      expect((await send(who, "PATCH", `/projects/${projectID}`, { name: "Taken" })).status).toBe(404);
      expect((await send(who, "DELETE", `/projects/${projectID}`)).status).toBe(404);
      expect((await send(who, "GET", `/projects/${projectID}/bom.csv`)).status).toBe(404);
    }
    expect(await lineCount()).toBe(1);
    expect((await h.db.select().from(projects).where(eq(projects.id, projectID)))[0]?.name).toBe("Hospital");
    expect((await send("guest", "GET", "/projects")).status).toBe(401);
    expect((await send("ben", "GET", "/projects/not-a-uuid")).status).toBe(404);
  });

  it("PROJ-05 PROJ-11 refuses a project without a name or with an unknown option, with { error, code }, and writes nothing", async () => {
    const unnamed = await send("ben", "POST", "/projects/product", {
      name: "  ",
      note: "",
      product: product("EDL-4SMD-11-30K"),
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.code).toBe("VALIDATION");
    const badOption = await createWith("ben", "Bad", "EDL-4SMD-11-30K", ["NOPE"]);
    expect(badOption.status).toBe(400);
    expect(badOption.body.error).toContain('has no option "NOPE"');
    expect(await h.db.select().from(projects)).toHaveLength(0);
  });

  it("#14.2 the project page's edits: name, note, quantities and line notes, removes lines, all or nothing; deletes the project", async () => {
    const { projectID } = ok(await createWith("ben", "School", "EDL-4SMD-11-30K"), 201);
    ok(await send("ben", "PUT", `/projects/product/${projectID}`, { products: [product("DLX-8-20-50K")] }));
    const before = ok(await send<Project>("ben", "GET", `/projects/${projectID}`));
    const [edl, dlx] = before.items;
    const refused = await send("ben", "PATCH", `/projects/${projectID}`, {
      name: "Renamed",
      items: [{ id: edl?.id, quantity: 7 }],
      removeItemIds: [randomUUID()],
    });
    expect(refused.status).toBe(404);
    expect(ok(await send<Project>("ben", "GET", `/projects/${projectID}`)).name).toBe("School");
    const edited = ok(
      await send<Project>("ben", "PATCH", `/projects/${projectID}`, {
        name: "School gym",
        note: "Bleachers side",
        items: [{ id: edl?.id, quantity: 7, note: "Above the court" }],
        removeItemIds: [dlx?.id],
      }),
    );
    expect(edited).toMatchObject({ name: "School gym", note: "Bleachers side", lineCount: 1, unitCount: 7 });
    expect(edited.items[0]).toMatchObject({
      quantity: 7,
      note: "Above the court",
      lineTotalCents: 7 * 5_192,
    });
    ok(await send("ben", "DELETE", `/projects/${projectID}`));
    expect((await send("ben", "GET", `/projects/${projectID}`)).status).toBe(404);
    expect(await lineCount()).toBe(0);
  });

  it("#14.2 exports the bill of materials as CSV (escaped, formula-safe) and as a PDF that opens", async () => {
    const { projectID } = ok(await createWith("ben", '=Gym, "north"', "EDL-4SMD-11-30K"), 201);
    ok(
      await send("ben", "PUT", `/projects/product/${projectID}`, {
        products: [product("DLX-8-20-50K", ["FIN-BK"])],
      }),
    );
    const project = ok(await send<Project>("ben", "GET", `/projects/${projectID}`));
    ok(
      await send("ben", "PATCH", `/projects/${projectID}`, {
        items: [{ id: project.items[0]?.id, note: "=1+1, lobby" }],
      }),
    );
    const csv = await h.call(`${API}/projects/${projectID}/bom.csv`, { cookie: cookies.ben });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="Gym-north-bill-of-materials.csv"',
    );
    const rows = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows[0]).toBe(
      "Line,SKU,Catalog number,Product,Options,Quantity,Unit price (USD),Line total (USD),Note",
    );
    expect(rows[1]).toMatch(/^1,EDL-4SMD-11-30K,[^,]+,.+,1,51\.92,51\.92,"'=1\+1, lobby"$/);
    expect(rows[2]).toMatch(/^2,DLX-8-20-50K,.*Finish: [^,;]+.*,1,70\.50,70\.50,$/);
    expect(rows[3]).toBe(",,,Total,,2,,122.42,");
    const pdf = await h.call(`${API}/projects/${projectID}/bom.pdf`, { cookie: cookies.ben });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    const text = await pdfText(bytes);
    expect(text).toContain("EDL-4SMD-11-30K");
    expect(text).toContain("$122.42");
  });

  it("#14.2 adds all to the cart through the cart module and saves as a quote through the quotes module, once per Idempotency-Key", async () => {
    const { projectID } = ok(await createWith("ben", "Retail", "EDL-4SMD-11-30K"), 201);
    ok(
      await send("ben", "PUT", `/projects/product/${projectID}`, {
        products: [product("DLX-8-20-50K", ["FIN-BK"])],
      }),
    );
    const toCart = ok(await send<ProjectToCart>("ben", "POST", `/projects/${projectID}/cart`));
    expect(toCart).toEqual({ added: 2, refused: [], lineCount: 2 });
    const cart = ok(await h.getJson<Cart>("/api/cart-service/cart", { cookie: cookies.ben }));
    expect(cart.totalCents).toBe(12_242);
    // Nora has no cart access: the cart module refuses her own project's lines.
    const { projectID: norasProject } = ok(await createWith("nora", "Nora's", "EDL-4SMD-11-30K"), 201);
    expect((await send("nora", "POST", `/projects/${norasProject}/cart`)).status).toBe(403);

    const key = { "Idempotency-Key": randomUUID() };
    const quote = ok(
      await send<Quote>("ben", "POST", `/projects/${projectID}/quote`, { PurchaseOrder: "PO-55" }, key),
      201,
    );
    expect(quote).toMatchObject({
      PurchaseOrder: "PO-55",
      lineCount: 2,
      totalCents: 12_242,
      shippingCents: null,
    });
    const replay = await send<Quote>(
      "ben",
      "POST",
      `/projects/${projectID}/quote`,
      { PurchaseOrder: "PO-55" },
      key,
    );
    expect(ok(replay, 201).id).toBe(quote.id);
    expect(await h.db.select().from(quotes)).toHaveLength(1);
    const noPo = await send("ben", "POST", `/projects/${projectID}/quote`, {});
    expect(noPo.body).toEqual({ error: "Purchase order is required", code: "VALIDATION" });
  });

  it("#32.3 requests a quote from a project: the project's lines, priced at the buyer's prices, go to the rep as a request, once per Idempotency-Key; a past date or no message writes nothing", async () => {
    const { projectID } = ok(await createWith("ben", "Retail", "EDL-4SMD-11-30K"), 201);
    ok(
      await send("ben", "PUT", `/projects/product/${projectID}`, {
        products: [product("DLX-8-20-50K", ["FIN-BK"])],
      }),
    );
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const path = `/projects/${projectID}/quote-request`;
    expect((await send("ben", "POST", path, { message: "x", neededBy: day(-1) })).status).toBe(400);
    expect((await send("ben", "POST", path, { message: " ", neededBy: day(5) })).status).toBe(400);
    expect(await h.db.select().from(quotes)).toHaveLength(0);
    const key = { "Idempotency-Key": randomUUID() };
    const body = { message: "Retail fit-out: can you sharpen these?", neededBy: day(5) };
    const requested = ok(await send<Quote>("ben", "POST", path, body, key), 201);
    expect(requested).toMatchObject({ PurchaseOrder: "Quote request", lineCount: 2, totalCents: 12_242 });
    expect(requested.negotiation).toMatchObject({
      status: "requested",
      neededBy: day(5),
      events: [{ actor: "buyer", action: "requested", message: body.message }],
    });
    expect(ok(await send<Quote>("ben", "POST", path, body, key), 201).id).toBe(requested.id);
    expect(await h.db.select().from(quotes)).toHaveLength(1);
    // The cart is not used: it stays empty.
    const cart = ok(await h.getJson<Cart>("/api/cart-service/cart", { cookie: cookies.ben }));
    expect(cart.items).toHaveLength(0);
  });

  it("#14.2 add all to cart once per Idempotency-Key (as API-19): the same key adds once, another key adds again", async () => {
    const { projectID } = ok(await createWith("ben", "Double click", "EDL-4SMD-11-30K"), 201);
    const quantity = async () => {
      const cart = ok(await h.getJson<Cart>("/api/cart-service/cart", { cookie: cookies.ben }));
      return cart.items.reduce((sum, item) => sum + item.quantity, 0);
    };
    const click = { "Idempotency-Key": randomUUID() };
    const first = await send<ProjectToCart>("ben", "POST", `/projects/${projectID}/cart`, undefined, click);
    expect(ok(first)).toEqual({ added: 1, refused: [], lineCount: 1 });
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // The double click's second request: the first answer again, nothing added.
    const second = await send<ProjectToCart>("ben", "POST", `/projects/${projectID}/cart`, undefined, click);
    expect(ok(second)).toEqual({ added: 1, refused: [], lineCount: 1 });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await quantity()).toBe(1);
    // A new click is a new key: the lines are added again (the cart's line gets the quantity added).
    const again = { "Idempotency-Key": randomUUID() };
    ok(await send<ProjectToCart>("ben", "POST", `/projects/${projectID}/cart`, undefined, again));
    expect(await quantity()).toBe(2);
    // Another user's same key is theirs: it never answers Ben's request.
    const { projectID: olivias } = ok(await createWith("olivia", "Olivia's", "EDL-4SMD-11-30K"), 201);
    const hers = await send<ProjectToCart>("olivia", "POST", `/projects/${olivias}/cart`, undefined, click);
    expect(ok(hers)).toEqual({ added: 1, refused: [], lineCount: 1 });
    expect(hers.headers.get("idempotent-replayed")).toBeNull();
  });
});

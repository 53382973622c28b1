import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Quote } from "../../../lib/quotes/contract.ts";
import type { StaffQuoteRow } from "../../../lib/quotes/staff-contract.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoStaffEmail, type StaffSession, signInStaff } from "../../testing/staff.ts";

const base = "/api/staff/quote-requests";
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Issue 33 item 3: customer service answers quote requests in the console when no rep does: the rep's use case. */
describe.each(testDatabaseKinds())("staff quote requests on %s", (kind) => {
  let h: AppHarness;
  let service: StaffSession;
  let catalog: StaffSession;
  let ben: string;
  let requested: Quote;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    service = await signInStaff(h, demoStaffEmail("customer-service"));
    catalog = await signInStaff(h, demoStaffEmail("catalog"));
    ben = (await h.signIn("ben.buyer@brightline.example")).cookie;
    const add = await h.postJson(
      "/api/cart-service/cart/add",
      { sku: "EDL-4SMD-11-30K", quantity: 5 },
      { cookie: ben },
    );
    expect(add.status).toBe(200);
    const sent = await h.postJson<Quote>(
      "/api/cart-service/quote-requests",
      { PurchaseOrder: "PO-STAFF-1", message: "Please sharpen these", neededBy: dayFromNow(5) },
      { cookie: ben },
    );
    expect(sent.status).toBe(201);
    requested = sent.body;
    // The demo data and the staff sign-ins (password hashing, the second factor) take a while on a busy machine.
  }, 120_000);
  afterAll(async () => h?.dispose());

  it("#33.3 the queue lists every account's requests with account, requester, age and whether a rep answered; 403 without the permission, 404 for a customer", async () => {
    const list = await h.getJson<StaffPage<StaffQuoteRow>>(`${base}?status=requested`, {
      cookie: service.cookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.rows).toEqual([
      expect.objectContaining({
        id: requested.id,
        number: requested.number,
        accountId: "A-10001",
        accountName: "Brightline Electrical Supply",
        requestedBy: "Ben Buyer",
        requestedByEmail: "ben.buyer@brightline.example",
        status: "requested",
        lineCount: 1,
        answeredBy: null,
        answeredByRep: false,
      }),
    ]);
    const csv = await h.call(`${base}?format=csv`, { cookie: service.cookie });
    expect(await csv.text()).toContain(requested.number);
    const read = await h.getJson<Quote>(`${base}/${requested.id}`, { cookie: service.cookie });
    expect(read.body.negotiation?.events.map((e) => e.action)).toEqual(["requested"]);

    expect((await h.call(base, { cookie: catalog.cookie })).status).toBe(403);
    expect((await h.call(`${base}/${requested.id}`, { cookie: ben })).status).toBe(404);
    expect(
      (await h.call(`${base}/00000000-0000-4000-8000-000000000000`, { cookie: service.cookie })).status,
    ).toBe(404);
  });

  it("#33.3 #33.6 staff answer with prices per line, a note and an expiry: the thread names them, the buyer is mailed, the answer is audited; a declined request is 409 with no entry", async () => {
    const trail = () => h.services.audit.trailOf("quote-request", requested.id);
    const body = {
      lines: requested.items.map((item) => ({ id: item.id, unitPriceCents: 4800 })),
      expiresOn: dayFromNow(21),
      note: "Held three weeks for the Polaris bid.",
    };
    const refused = await h.postJson(
      `${base}/${requested.id}/answer`,
      { ...body, lines: [] },
      { cookie: service.cookie },
    );
    expect(refused.status).toBe(400);
    expect(await trail()).toHaveLength(0);
    const answered = await h.postJson<Quote>(`${base}/${requested.id}/answer`, body, {
      cookie: service.cookie,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.negotiation).toMatchObject({ status: "answered", answeredBy: "Sam Ortega" });
    expect(answered.body.negotiation?.events.at(-1)).toMatchObject({
      actor: "staff",
      actorName: "Sam Ortega",
      action: "answered",
    });
    expect(answered.body.items[0]?.unitPriceCents).toBe(4800);
    const mails = await h.services.mailer.outbox({ to: "ben.buyer@brightline.example", limit: 10 });
    expect(
      mails.find((m) => m.purpose === "quote-negotiation" && m.subject.includes(requested.number))?.text,
    ).toContain("Held three weeks");
    const entries = await trail();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "quote.answer",
      staffEmail: demoStaffEmail("customer-service"),
      before: { status: "requested" },
      after: { status: "answered", expiresOn: body.expiresOn },
    });
    const listed = await h.getJson<StaffPage<StaffQuoteRow>>(`${base}?status=answered`, {
      cookie: service.cookie,
    });
    expect(listed.body.rows[0]).toMatchObject({ answeredBy: "Sam Ortega", answeredByRep: false });

    const declined = await h.postJson(
      `/api/cart-service/quote-requests/${requested.id}/respond`,
      { action: "decline" },
      { cookie: ben },
    );
    expect(declined.status).toBe(200);
    expect(
      (await h.postJson(`${base}/${requested.id}/answer`, body, { cookie: service.cookie })).status,
    ).toBe(409);
    expect(await trail()).toHaveLength(1);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { StaffWarrantyClaim } from "../../../lib/warranty/contract.ts";
import type { StaffWarrantyRow } from "../../../lib/warranty/staff-contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoStaffEmail, type StaffSession, signInStaff } from "../../testing/staff.ts";
import { formOf, sampleFiles, sendForm } from "../../testing/uploads.ts";
import { products } from "../catalog/schema.ts";
import { orders } from "../orders/schema.ts";

const base = "/api/staff/warranty-claims";

/** Issue 33 item 3: the warranty team decides claims in the console, through the integration API's use case. */
describe.each(testDatabaseKinds())("staff warranty claims on %s", (kind) => {
  let h: AppHarness;
  let team: StaffSession;
  let design: StaffSession;
  let number: string;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    team = await signInStaff(h, demoStaffEmail("warranty"));
    design = await signInStaff(h, demoStaffEmail("design"));
    // A claim of Ben's with a photo, filed as the portal files it.
    const ben = await h.signIn("ben.buyer@brightline.example");
    const [order] = await h.db
      .select({ n: orders.number })
      .from(orders)
      .where(eq(orders.accountId, "A-10001"))
      .limit(1);
    const [line] = await h.db.select({ sku: products.sku }).from(products).limit(1);
    const sent = await sendForm(
      h,
      "/api/user-service/warranty-claims",
      formOf(
        {
          reference: order?.n as string,
          sku: line?.sku as string,
          quantity: "2",
          installDate: "2026-01-15",
          failureDescription: "The driver hums and the light strobes.",
        },
        [["photos", sampleFiles.png(), "strobing.png"]],
      ),
      { cookie: ben.cookie },
    );
    expect(sent.status).toBe(201);
    number = ((await sent.json()) as { number: string }).number;
    // The demo data and the staff sign-ins (password hashing, the second factor) take a while on a busy machine.
  }, 120_000);
  afterAll(async () => h?.dispose());

  const trail = () => h.services.audit.trailOf("warranty-claim", number);
  const statusMails = async () =>
    (await h.services.mailer.outbox({ limit: 50 })).filter(
      (m) => m.purpose === "warranty-status" && m.subject.includes(number),
    );

  it("#33.3 the queue lists claims by status; a claim shows its order line and its photos through a staff route; 403 without the permission, 404 for a customer", async () => {
    const submitted = await h.getJson<StaffPage<StaffWarrantyRow>>(`${base}?status=SUBMITTED&q=${number}`, {
      cookie: team.cookie,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.rows).toEqual([
      expect.objectContaining({
        number,
        status: "SUBMITTED",
        accountId: "A-10001",
        quantity: 2,
        photoCount: 1,
      }),
    ]);
    const claim = await h.getJson<StaffWarrantyClaim>(`${base}/${number}`, { cookie: team.cookie });
    expect(claim.body).toMatchObject({
      number,
      referenceKind: "ORDER",
      quantity: 2,
      claimantEmail: "ben.buyer@brightline.example",
    });
    const photo = claim.body.photos[0];
    expect(photo?.url).toBe(`${base}/${number}/photos/${photo?.id}`);
    const image = await h.call(photo?.url as string, { cookie: team.cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    expect((await h.call(base, { cookie: design.cookie })).status).toBe(403);
    expect((await h.call(photo?.url as string, { cookie: design.cookie })).status).toBe(403);
    const ben = await h.signIn("ben.buyer@brightline.example");
    expect((await h.call(`${base}/${number}`, { cookie: ben.cookie })).status).toBe(404);
    expect((await h.call(`${base}/WC-2026-999999`, { cookie: team.cookie })).status).toBe(404);
  });

  it("#33.3 #33.6 under review, then approved with an RMA: the claimant is mailed as by the integration API and each decision is audited in its transaction; a changed decision is 409 with no entry", async () => {
    const review = await h.postJson(
      `${base}/${number}/status`,
      { status: "UNDER_REVIEW" },
      { method: "PUT", cookie: team.cookie },
    );
    expect(review.status).toBe(200);
    const noRma = await h.postJson(
      `${base}/${number}/status`,
      { status: "APPROVED" },
      { method: "PUT", cookie: team.cookie },
    );
    expect(noRma.status).toBe(400);
    const approved = await h.postJson(
      `${base}/${number}/status`,
      { status: "APPROVED", rmaNumber: "RMA-2026-7001" },
      { method: "PUT", cookie: team.cookie },
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "APPROVED", changed: true });
    const mails = await statusMails();
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain("RMA-2026-7001");
    const entries = await trail();
    expect(entries.map((e) => e.action)).toEqual(["warranty.status", "warranty.status"]);
    expect(entries[0]).toMatchObject({
      staffEmail: demoStaffEmail("warranty"),
      summary: `Approved ${number} with RMA RMA-2026-7001`,
      before: { status: "UNDER_REVIEW" },
      after: { status: "APPROVED", rmaNumber: "RMA-2026-7001" },
    });

    const denied = await h.postJson(
      `${base}/${number}/status`,
      { status: "DENIED", reason: "Too late" },
      { method: "PUT", cookie: team.cookie },
    );
    expect(denied.status).toBe(409);
    expect(await trail()).toHaveLength(2);
    expect(await statusMails()).toHaveLength(2);
  });
});

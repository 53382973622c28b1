import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { products } from "../../../server/modules/catalog/schema.ts";
import { orders } from "../../../server/modules/orders/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  openPageHarness,
  type PageHarness,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth.test-support.tsx";
import { openPortalTab } from "../accounts/portal-tab.test-support.tsx";
import { type browserFetch, clearToasts, expectToast } from "../quotes/quotes.test-support.tsx";
import { sampleContent, sendMultipart } from "../uploads/multipart.test-support.ts";

const KEY = "integration-key-for-tests-0123456789";
const CLAIMS = "/api/user-service/warranty-claims";
type Sent = { rid: string; number: string };

/**
 * The `my-warranty-claims` tab of the real /user page (WARR-01, WARR-03, API-36): Ben's claims filed
 * through API-37 and decided by the warranty team through the integration API, listed by the
 * browser's call to the app in-process; a failure is an answer the test puts in the network's place.
 */
describe.each(testDatabaseKinds())("the warranty claims tab on %s", (kind) => {
  let h: PageHarness;
  let ben: SignedInPerson;
  const sent: Record<"submitted" | "underReview" | "approved" | "denied", Sent> = {} as never;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true, integrationApiKey: KEY });
    const people = await signInPeople(h, ["ben.buyer@brightline.example"]);
    if (!people.ben) throw new Error("Ben is not signed in");
    ben = people.ben;
    const sku = (await h.db.select({ sku: products.sku }).from(products).limit(1))[0]?.sku as string;
    const order = (
      await h.db.select({ n: orders.number }).from(orders).where(eq(orders.accountId, "A-10001")).limit(1)
    )[0]?.n as string;
    const file = async (failureDescription: string, photos: Parameters<typeof sendMultipart>[3] = []) => {
      const fields = { reference: order, sku, quantity: "2", installDate: "2026-01-15", failureDescription };
      const answer = await sendMultipart(h, CLAIMS, fields, photos, { cookie: ben.cookie });
      const body = await answer.json();
      expect(answer.status, JSON.stringify(body)).toBe(201);
      return body as Sent;
    };
    const decide = async (claim: Sent, body: Record<string, string>) => {
      const answer = await h.postJson(
        `/api/order-service/integration/warranty-claims/${claim.number}/status`,
        body,
        {
          method: "PUT",
          headers: { "x-api-key": KEY },
        },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    sent.submitted = await file("The driver hums.");
    sent.underReview = await file("Two drivers flicker.");
    await decide(sent.underReview, { status: "UNDER_REVIEW" });
    sent.approved = await file("The lens cracked in a week.", [["photos", sampleContent.png, "lens.png"]]);
    await decide(sent.approved, { status: "APPROVED", rmaNumber: "RMA-77001" });
    sent.denied = await file("Water in the housing.");
    await decide(sent.denied, { status: "DENIED", reason: "Installed outdoors in a wet location" });
  });
  afterAll(async () => h?.dispose());
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  const openTab = (intercept?: Parameters<typeof browserFetch>[2]) =>
    openPortalTab(h, ben, "/user?tab=my-warranty-claims", intercept);

  /** The card of a claim, found by its rid (WARR-03). */
  const card = (claim: Sent) => {
    const found = screen
      .getAllByTestId("warranty-claim")
      .find((item) => item.getAttribute("data-rid") === claim.rid);
    if (!found) throw new Error(`no card for ${claim.number}`);
    return found;
  };
  const status = (claim: Sent) => within(card(claim)).getByTestId("warranty-status").textContent;

  it("WARR-01 WARR-03 API-36 each claim by its rid with its status: Submitted, Under review, Approved with the RMA number, Denied with the reason", async () => {
    const requests = openTab();
    expect(await screen.findAllByTestId("warranty-claim")).toHaveLength(4);
    expect(status(sent.submitted)).toBe("Submitted");
    expect(status(sent.underReview)).toBe("Under review");
    expect(status(sent.approved)).toBe("Approved");
    expect(status(sent.denied)).toBe("Denied");
    expect(within(card(sent.approved)).getByTestId("warranty-rma").textContent).toBe("RMA-77001");
    expect(card(sent.approved).textContent).toContain("RMA number: RMA-77001");
    expect(card(sent.denied).textContent).toContain("Reason: Installed outdoors in a wet location");
    for (const open of [sent.submitted, sent.underReview, sent.denied]) {
      expect(within(card(open)).queryByTestId("warranty-rma")).toBeNull();
    }
    for (const notDenied of [sent.submitted, sent.underReview, sent.approved]) {
      expect(card(notDenied).textContent).not.toContain("Reason:");
    }
    const photo = within(card(sent.approved)).getByRole("link", { name: "lens.png" });
    expect(photo.getAttribute("href")).toMatch(new RegExp(`^${CLAIMS}/${sent.approved.rid}/photos/`));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${CLAIMS}`]);
  });

  it("WARR-01 a failure to load shows 'Could not load warranty claims', and Try again loads them", async () => {
    let fail = true;
    openTab((request) =>
      fail && request.path === CLAIMS
        ? Response.json({ error: "down", code: "UNAVAILABLE" }, { status: 503 })
        : undefined,
    );
    await expectToast("Could not load warranty claims");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load warranty claims");
    expect(screen.queryByTestId("warranty-claim")).toBeNull();
    fail = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    });
    expect(await screen.findAllByTestId("warranty-claim")).toHaveLength(4);
  });
});

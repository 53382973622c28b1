import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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
const LAYOUTS = "/api/user-service/lighting-layouts";
type Sent = { rid: string; number: string };

/**
 * The `my-lighting-layouts` tab of the real /user page (LAYOUT-01, LAYOUT-04, API-33): Ben's requests
 * sent through API-34 and moved on by the design team through the integration API, listed by the
 * browser's call to the app in-process; a failure is an answer the test puts in the network's place.
 */
describe.each(testDatabaseKinds())("the lighting layouts tab on %s", (kind) => {
  let h: PageHarness;
  let ben: SignedInPerson;
  const sent: Record<"received" | "inDesign" | "completed", Sent> = {} as never;

  beforeAll(async () => {
    h = await openPageHarness(kind, { integrationApiKey: KEY });
    const people = await signInPeople(h, ["ben.buyer@brightline.example"]);
    if (!people.ben) throw new Error("Ben is not signed in");
    ben = people.ben;
    const request = async (projectName: string) => {
      const fields = {
        name: "Ben Buyer",
        email: "ben.buyer@brightline.example",
        phone: "555-0100",
        company: "Brightline",
        projectName,
        siteAddress: "700 Dock Rd, Toledo OH",
        spaceType: "Warehouse",
        dimensions: "120 ft x 80 ft",
        ceilingHeight: "28 ft",
        targetLightLevels: "30 fc at floor",
        fixturePreferences: "High bays, 4000K",
        dueDate: "2027-03-01",
      };
      const answer = await sendMultipart(h, LAYOUTS, fields, [["files", sampleContent.pdf, "plan.pdf"]], {
        cookie: ben.cookie,
      });
      const body = await answer.json();
      expect(answer.status, JSON.stringify(body)).toBe(201);
      return body as Sent;
    };
    const status = (
      number: string,
      fields: Record<string, string>,
      files: Parameters<typeof sendMultipart>[3] = [],
    ) =>
      sendMultipart(h, `/api/order-service/integration/layout-requests/${number}/status`, fields, files, {
        method: "PUT",
        headers: { "x-api-key": KEY },
      });
    sent.received = await request("Warehouse 7 retrofit");
    sent.inDesign = await request("Parking deck");
    expect((await status(sent.inDesign.number, { status: "IN_DESIGN" })).status).toBe(200);
    sent.completed = await request("Lobby refresh");
    const done = await status(sent.completed.number, { status: "COMPLETED" }, [
      ["files", sampleContent.pdf, "layout-A.pdf"],
      ["files", sampleContent.dxf, "layout-B.dxf"],
    ]);
    expect(done.status).toBe(200);
  });
  afterAll(async () => h?.dispose());
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  const openTab = (intercept?: Parameters<typeof browserFetch>[2]) =>
    openPortalTab(h, ben, "/user?tab=my-lighting-layouts", intercept);

  /** The card of a request, found by its rid (LAYOUT-04). */
  const card = (request: Sent) => {
    const found = screen
      .getAllByTestId("layout-request")
      .find((item) => item.getAttribute("data-rid") === request.rid);
    if (!found) throw new Error(`no card for ${request.number}`);
    return found;
  };
  const status = (request: Sent) => within(card(request)).getByTestId("layout-status").textContent;
  const links = (request: Sent, label: string) => {
    const heading = within(card(request)).queryByText(label);
    return heading
      ? within(heading.parentElement as HTMLElement)
          .getAllByRole("link")
          .map((link) => [link.textContent, link.getAttribute("href")])
      : [];
  };

  it("LAYOUT-01 LAYOUT-04 API-33 each request by its rid with its status: Received, In design, Completed", async () => {
    const sentRequests = openTab();
    expect(await screen.findAllByTestId("layout-request")).toHaveLength(3);
    expect(status(sent.received)).toBe("Received");
    expect(status(sent.inDesign)).toBe("In design");
    expect(status(sent.completed)).toBe("Completed");
    expect(within(card(sent.inDesign)).getByText("Parking deck")).toBeTruthy();
    expect(sentRequests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${LAYOUTS}`]);
  });

  it("LAYOUT-01 a completed request links the returned layout files, which download for the requester; the others have none", async () => {
    openTab();
    await screen.findAllByTestId("layout-request");
    const returned = links(sent.completed, "Your lighting layouts");
    expect(returned.map(([name]) => name).sort()).toEqual(["layout-A.pdf", "layout-B.dxf"]);
    for (const [, href] of returned) {
      expect(href).toMatch(new RegExp(`^${LAYOUTS}/${sent.completed.rid}/files/`));
      const download = await h.call(href as string, { cookie: ben.cookie });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="layout-[AB]\./);
    }
    expect(links(sent.received, "Your lighting layouts")).toEqual([]);
    expect(links(sent.inDesign, "Your lighting layouts")).toEqual([]);
    // Each request still shows the floor plan it was sent with.
    expect(links(sent.received, "Your floor plans").map(([name]) => name)).toEqual(["plan.pdf"]);
  });

  it("LAYOUT-01 a failure to load shows 'Could not load lighting layouts', and Try again loads them", async () => {
    let fail = true;
    openTab((request) =>
      fail && request.path === LAYOUTS
        ? Response.json({ error: "down", code: "UNAVAILABLE" }, { status: 503 })
        : undefined,
    );
    await expectToast("Could not load lighting layouts");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load lighting layouts");
    expect(screen.queryByTestId("layout-request")).toBeNull();
    fail = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    });
    expect(await screen.findAllByTestId("layout-request")).toHaveLength(3);
  });
});

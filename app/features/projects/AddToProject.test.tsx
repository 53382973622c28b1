import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_LOG_PATH } from "../../../lib/client-log/path.ts";
import { type ProjectList, type ProjectSaved, projectMessages } from "../../../lib/projects/contract.ts";
import { products } from "../../../server/modules/catalog/schema.ts";
import { projects } from "../../../server/modules/projects/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  openPageHarness,
  type PageHarness,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth.test-support.tsx";
import {
  browserFetch,
  clearToasts,
  dismissToasts,
  expectToast,
  type SentRequest,
  Toasts,
} from "../quotes/quotes.test-support.tsx";
import { AddToProject } from "./AddToProject.tsx";

const PROJECTS = "/api/user-service/projects";
const unavailable = () => Response.json({ error: "down", code: "UNAVAILABLE" }, { status: 503 });

/**
 * The Add to Project dialog (PROJ-01 … PROJ-11, CONST-32) as a product page shows it: a signed-in
 * person or a guest, the browser's calls answered by the app in-process on the demo accounts and
 * catalogue; failures are answers the test puts in the network's place.
 */
describe.each(testDatabaseKinds())("the Add to Project dialog on %s", (kind) => {
  let h: PageHarness;
  let ben: SignedInPerson;
  let bob: SignedInPerson;
  /** The product the dialog adds (in black), and another one the projects already hold. */
  let productId: string;
  let otherId: string;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    const people = await signInPeople(h, ["ben.buyer@brightline.example", "bob.basic@example.com"]);
    if (!people.ben || !people.bob) throw new Error("Ben or Bob is not signed in");
    ben = people.ben;
    bob = people.bob;
    const idOf = async (sku: string) =>
      (await h.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]?.id as string;
    productId = await idOf("DLX-8-20-50K");
    otherId = await idOf("EDL-4SMD-11-30K");
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(projects);
  });
  afterEach(async () => {
    await dismissToasts();
    cleanup();
    vi.unstubAllGlobals();
  });

  /** A project of Ben's holding one unit of the other product. */
  async function project(name: string): Promise<string> {
    const saved = await h.postJson<ProjectSaved>(
      `${PROJECTS}/product`,
      { name, note: "", product: { quantity: 1, productId: otherId, options: [] } },
      { cookie: ben.cookie },
    );
    expect(saved.status).toBe(201);
    return saved.body.projectID;
  }

  const bensProjects = async () =>
    (await h.getJson<ProjectList>(PROJECTS, { cookie: ben.cookie })).body.projects;

  /** A product page's Add to Project as `who`'s browser shows it (the product in black). */
  function open(
    who: SignedInPerson | null,
    intercept?: Parameters<typeof browserFetch>[2],
    quantity?: number,
  ) {
    const browser = browserFetch(h, who?.cookie ?? "", intercept);
    vi.stubGlobal("fetch", browser.fetch);
    const { context } = h.pageRequest(who?.viewer ?? null);
    const Stub = createRoutesStub(
      [
        {
          id: "root",
          loader: () => ({ viewer: who?.viewer ?? null }),
          Component: () => (
            <>
              <Outlet />
              <Toasts />
            </>
          ),
          children: [
            {
              path: "/p",
              Component: () => (
                <AddToProject
                  productId={productId}
                  productName="DLX 8in Downlight"
                  optionCodes={["FIN-BK"]}
                  quantity={quantity}
                />
              ),
            },
          ],
        },
      ],
      context,
    );
    render(<Stub initialEntries={["/p"]} />);
    return browser.sent;
  }

  const dialog = () => screen.getByTestId("add-to-project-dialog") as HTMLDialogElement;
  async function openDialog() {
    const button = await screen.findByTestId("add-to-project");
    await act(async () => {
      fireEvent.click(button);
    });
  }
  /** Save, once the previous attempt (if any) has its answer. */
  async function save() {
    const button = await within(dialog()).findByRole("button", { name: "Save" });
    await act(async () => {
      fireEvent.click(button);
    });
  }
  /** The writes the dialog made (the error log's reports, ERR-01, are not the dialog's). */
  const writes = (sent: SentRequest[]) =>
    sent.filter((request) => request.method !== "GET" && request.path !== CLIENT_LOG_PATH);
  const puts = (sent: SentRequest[], projectID: string) =>
    sent.filter((request) => request.method === "PUT" && request.path === `${PROJECTS}/product/${projectID}`);

  it("PROJ-01 SEC-03 a guest gets 'Login Required - Please Login to your account to add product in project' and no dialog", async () => {
    const sent = open(null);
    await openDialog();
    await expectToast("Login Required - Please Login to your account to add product in project");
    expect(dialog().open).toBe(false);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(sent).toEqual([]);
  });

  it("PROJ-02 PROJ-03 API-38 the two views: the user's projects by name, a new one with name and note; switching both ways", async () => {
    await project("Lobby");
    await project("Warehouse 7");
    const sent = open(ben);
    await openDialog();
    expect(dialog().open).toBe(true);
    // The dialog's content loads on the first open (AddToProject.tsx).
    const existing = await within(dialog()).findByRole("tab", { name: "Existing project" });
    expect(existing.getAttribute("aria-selected")).toBe("true");
    const radios = await within(dialog()).findAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent).sort()).toEqual([
      "Lobby",
      "Warehouse 7",
    ]);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${PROJECTS}`]);
    await act(async () => {
      fireEvent.click(within(dialog()).getByRole("tab", { name: "New project" }));
    });
    expect(within(dialog()).getByRole("tab", { name: "New project" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(within(dialog()).getByLabelText("Project name")).toBeTruthy();
    expect(within(dialog()).getByLabelText("Note (optional)")).toBeTruthy();
    expect(within(dialog()).queryByRole("radio")).toBeNull();
    await act(async () => {
      fireEvent.click(within(dialog()).getByRole("tab", { name: "Existing project" }));
    });
    expect(within(dialog()).getAllByRole("radio")).toHaveLength(2);
    expect(within(dialog()).queryByLabelText("Project name")).toBeNull();
  });

  it("PROJ-03 a failure to load the projects shows 'Could not load projects'", async () => {
    await project("Lobby");
    open(ben, (request) =>
      request.method === "GET" && request.path === PROJECTS ? unavailable() : undefined,
    );
    await openDialog();
    await expectToast("Could not load projects");
    expect((await within(dialog()).findByRole("alert")).textContent).toBe("Could not load projects");
    expect(within(dialog()).queryByRole("radio")).toBeNull();
  });

  it("PROJ-04 Save in the existing-project view with no project chosen warns 'Please select a project' and sends nothing", async () => {
    await project("Lobby");
    const sent = open(ben);
    await openDialog();
    await within(dialog()).findByRole("radio", { name: "Lobby" });
    await save();
    await expectToast("Please select a project");
    expect(writes(sent)).toEqual([]);
    expect(dialog().open).toBe(true);
  });

  it("PROJ-05 Save in the new-project view with a blank name warns 'Please enter a project name' and sends nothing", async () => {
    const sent = open(ben);
    await openDialog();
    // No projects yet: the dialog starts with a new one.
    const name = await within(dialog()).findByLabelText("Project name");
    fireEvent.change(name, { target: { value: "   " } });
    await save();
    await expectToast("Please enter a project name");
    expect(writes(sent)).toEqual([]);
    expect(await bensProjects()).toEqual([]);
  });

  it("PROJ-06 PROJ-08 PROJ-10 CONST-32 API-40 adding to an existing project sends projectID and one unit of the product, says so and closes", async () => {
    await project("Lobby");
    const warehouse = await project("Warehouse 7");
    const sent = open(ben);
    await openDialog();
    const radio = await within(dialog()).findByRole("radio", { name: "Warehouse 7" });
    await act(async () => {
      fireEvent.click(radio);
    });
    await save();
    await expectToast("Product added to Warehouse 7");
    expect(puts(sent, warehouse).map((request) => request.body)).toEqual([
      { projectID: warehouse, products: [{ quantity: 1, productId, options: ["FIN-BK"] }] },
    ]);
    expect(dialog().open).toBe(false);
    expect(screen.queryByRole("tablist")).toBeNull();
    const saved = (await bensProjects()).find((p) => p.projectID === warehouse);
    expect(saved).toMatchObject({ lineCount: 2, unitCount: 2 });
  });

  it("#32.6 the quantity chosen on the page is the dialog's, which shows it and can change it", async () => {
    const warehouse = await project("Warehouse 7");
    const sent = open(ben, undefined, 12);
    await openDialog();
    const quantity = (await within(dialog()).findByLabelText(
      "Quantity of DLX 8in Downlight",
    )) as HTMLInputElement;
    expect(quantity.value).toBe("12");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Increase quantity of DLX 8in Downlight" }));
    const radio = await within(dialog()).findByRole("radio", { name: "Warehouse 7" });
    await act(async () => {
      fireEvent.click(radio);
    });
    await save();
    await expectToast("Product added to Warehouse 7");
    expect(puts(sent, warehouse).map((request) => request.body)).toEqual([
      { projectID: warehouse, products: [{ quantity: 13, productId, options: ["FIN-BK"] }] },
    ]);
    expect((await bensProjects()).find((p) => p.projectID === warehouse)).toMatchObject({ unitCount: 14 });
  });

  it("#32.6 a basic customer is told projects need a business account, never 'Could not load projects'", async () => {
    const sent = open(bob);
    await openDialog();
    expect(dialog().open).toBe(true);
    expect(within(dialog()).getByTestId("projects-need-account").textContent).toContain(
      projectMessages.businessAccountRequired,
    );
    expect(
      within(dialog()).getByRole("link", { name: "Connect to your company's account" }).getAttribute("href"),
    ).toBe("/user?tab=account");
    expect(within(dialog()).queryByText("Could not load projects")).toBeNull();
    expect(sent).toEqual([]);
  });

  it("PROJ-07 PROJ-09 PROJ-10 CONST-32 API-41 creating a project sends name, note and one unit of the product, says so and closes", async () => {
    await project("Lobby");
    const sent = open(ben);
    await openDialog();
    await within(dialog()).findByRole("radio", { name: "Lobby" });
    await act(async () => {
      fireEvent.click(within(dialog()).getByRole("tab", { name: "New project" }));
    });
    fireEvent.change(within(dialog()).getByLabelText("Project name"), {
      target: { value: " Parking deck " },
    });
    fireEvent.change(within(dialog()).getByLabelText("Note (optional)"), { target: { value: "Level 2" } });
    await save();
    await expectToast("Product added to new project");
    const posts = writes(sent);
    expect(posts.map((request) => [request.method, request.path, request.body])).toEqual([
      [
        "POST",
        `${PROJECTS}/product`,
        { name: "Parking deck", note: "Level 2", product: { quantity: 1, productId, options: ["FIN-BK"] } },
      ],
    ]);
    expect(posts[0]?.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(dialog().open).toBe(false);
    const created = (await bensProjects()).find((p) => p.name === "Parking deck");
    expect(created).toMatchObject({ note: "Level 2", lineCount: 1, unitCount: 1 });
  });

  it("PROJ-11 ERR-01 a failed save shows 'Could not update project', keeps the dialog open and is reported, in both views", async () => {
    const lobby = await project("Lobby");
    const sent = open(ben, (request) => (request.method !== "GET" ? unavailable() : undefined));
    await openDialog();
    const radio = await within(dialog()).findByRole("radio", { name: "Lobby" });
    await act(async () => {
      fireEvent.click(radio);
    });
    await save();
    await expectToast(projectMessages.updateError);
    expect(projectMessages.updateError).toBe("Could not update project");
    expect(puts(sent, lobby)).toHaveLength(1);
    expect(dialog().open).toBe(true);
    clearToasts();
    await act(async () => {
      fireEvent.click(within(dialog()).getByRole("tab", { name: "New project" }));
    });
    fireEvent.change(within(dialog()).getByLabelText("Project name"), { target: { value: "Parking deck" } });
    await save();
    await expectToast("Could not update project");
    expect(writes(sent)).toHaveLength(2);
    expect(dialog().open).toBe(true);
    expect((await bensProjects()).map((p) => [p.name, p.unitCount])).toEqual([["Lobby", 1]]);
    // Each failed call went to the error log (whose own refusal here was swallowed: no third toast).
    const reports = sent.filter((request) => request.path === CLIENT_LOG_PATH);
    expect(reports.map((r) => (r.body as { endpoint: string }).endpoint)).toEqual([
      `${PROJECTS}/product/${lobby}`,
      expect.stringMatching(new RegExp(`^${PROJECTS}`)),
    ]);
  });

  it("#14.2 a double click of Save in the existing-project view sends one request with an Idempotency-Key", async () => {
    const lobby = await project("Lobby");
    const sent = open(ben);
    const { fetch } = { fetch: globalThis.fetch };
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await fetch(input, init);
      if (init?.method === "PUT") await held;
      return answer;
    });
    await openDialog();
    const radio = await within(dialog()).findByRole("radio", { name: "Lobby" });
    await act(async () => {
      fireEvent.click(radio);
    });
    const button = within(dialog()).getByRole("button", { name: "Save" });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(within(dialog()).getByRole("button", { name: "Saving…" })).toHaveProperty("disabled", true);
    await act(async () => release());
    await expectToast("Product added to Lobby");
    const requests = puts(sent, lobby);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{32,36}$/);
    expect((await bensProjects())[0]).toMatchObject({ lineCount: 2, unitCount: 2 });
  });

  it("#14.2 the existing-project view: a new key after a refusal, the same key to retry an answer that was lost", async () => {
    const lobby = await project("Lobby");
    let attempts = 0;
    const sent = open(ben, (request) => {
      if (request.method !== "PUT") return undefined;
      attempts += 1;
      if (attempts === 1) return Response.json({ error: "No", code: "CONFLICT" }, { status: 409 });
      return attempts === 2 ? "lose" : undefined;
    });
    await openDialog();
    const radio = await within(dialog()).findByRole("radio", { name: "Lobby" });
    await act(async () => {
      fireEvent.click(radio);
    });
    // Refused: a definite answer, the key is spent.
    await save();
    await expectToast("Could not update project");
    clearToasts();
    // Sent, and the answer lost on the way back: the outcome is unknown, the key is kept.
    await save();
    await expectToast("Could not update project");
    await save();
    await expectToast("Product added to Lobby");
    const [refused, lost, retry] = puts(sent, lobby).map((request) => request.headers.get("idempotency-key"));
    expect(refused).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(lost).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(lost).not.toBe(refused);
    expect(retry).toBe(lost);
    expect(dialog().open).toBe(false);
  });
});

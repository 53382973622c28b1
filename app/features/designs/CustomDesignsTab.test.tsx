import "../../page-test-dom.ts";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { CLIENT_LOG_PATH } from "../../../lib/client-log/path.ts";
import { designMessages } from "../../../lib/designs/contract.ts";
import { clearToasts, expectToast, Toasts } from "../quotes/quotes.test-support.tsx";
import { CustomDesignsTab } from "./CustomDesignsTab.tsx";

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

function renderTab() {
  const Stub = createRoutesStub([
    {
      path: "/user",
      Component: () => (
        <>
          <CustomDesignsTab cartAccess />
          <Toasts />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/user?tab=my-custom-designs"]} />);
}

it('DESIGN-04 ERR-01 a failure of API-24 shows "Failed to load custom designs", is reported, and Try again asks once more', async () => {
  let designsAnswer = () =>
    Response.json({ error: "Database unavailable", code: "INTERNAL" }, { status: 500 });
  // The tab's own calls, and the error log's reports of failed calls (ERR-01, API-64), apart.
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === CLIENT_LOG_PATH ? new Response(null, { status: 204 }) : designsAnswer(),
  );
  const designCalls = () => fetch.mock.calls.filter(([input]) => String(input) !== CLIENT_LOG_PATH);
  vi.stubGlobal("fetch", fetch);
  renderTab();
  expect((await screen.findByRole("alert")).textContent).toContain(designMessages.loadError);
  await expectToast("Failed to load custom designs");
  expect(fetch).toHaveBeenCalledWith(
    "/api/cart-service/custom-design",
    expect.objectContaining({ method: "GET" }),
  );
  await waitFor(() => expect(fetch).toHaveBeenCalledWith(CLIENT_LOG_PATH, expect.anything()));
  designsAnswer = () => Response.json({ designs: [], baseProductId: null });
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByText("No custom designs yet.")).toBeTruthy();
  expect(designCalls()).toHaveLength(2);
});

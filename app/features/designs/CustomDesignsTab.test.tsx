import "../../page-test-dom.ts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { designMessages } from "../../../lib/designs/contract.ts";
import { clearToasts, expectToast, Toasts } from "../quotes/quotes-test-support.tsx";
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

it('DESIGN-04 a failure of API-24 shows "Failed to load custom designs", and Try again asks once more', async () => {
  const fetch = vi.fn(async () =>
    Response.json({ error: "Database unavailable", code: "INTERNAL" }, { status: 500 }),
  );
  vi.stubGlobal("fetch", fetch);
  renderTab();
  expect((await screen.findByRole("alert")).textContent).toContain(designMessages.loadError);
  await expectToast("Failed to load custom designs");
  expect(fetch).toHaveBeenCalledWith(
    "/api/cart-service/custom-design",
    expect.objectContaining({ method: "GET" }),
  );
  fetch.mockImplementationOnce(async () => Response.json({ designs: [] }));
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByText("No custom designs yet.")).toBeTruthy();
  expect(fetch).toHaveBeenCalledTimes(2);
});

// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { SESSION_ENDPOINT } from "./session-check.ts";
import { useSessionCheck } from "./use-session-check.ts";
import { json } from "./users.test-support.ts";

function Probe({ userId }: { userId: string | null }) {
  useSessionCheck(userId);
  return null;
}

/** Renders a page for `userId`; the route's loader counts how often the page's data is loaded. */
async function renderPage(userId: string | null) {
  const loader = vi.fn(() => null);
  const Stub = createRoutesStub([
    { path: "*", loader, HydrateFallback: () => null, Component: () => <Probe userId={userId} /> },
  ]);
  render(<Stub initialEntries={["/user"]} />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return loader;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("USER-13 checks the sign-in state 200 ms after page load, not earlier", async () => {
  const fetchSpy = vi.fn(async (_url: string) => json({ user: { userId: "u-dana" } }));
  vi.stubGlobal("fetch", fetchSpy);
  const loader = await renderPage("u-dana");
  const loads = loader.mock.calls.length;
  await act(async () => {
    await vi.advanceTimersByTimeAsync(199);
  });
  expect(fetchSpy).not.toHaveBeenCalled();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect(fetchSpy.mock.calls[0]?.[0]).toBe(SESSION_ENDPOINT);
  // Same user: nothing to reload.
  expect(loader.mock.calls.length).toBe(loads);
});

it("USER-13 a page rendered for a user who has signed out elsewhere reloads its data", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json({ user: null })),
  );
  const loader = await renderPage("u-dana");
  const loads = loader.mock.calls.length;
  await act(async () => {
    await vi.advanceTimersByTimeAsync(200);
  });
  // The answer's schema loads on demand (not with the page's first scripts): wait for it.
  await vi.waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loads));
});

it("USER-13 a failed check leaves the page as it is", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new TypeError("offline");
    }),
  );
  const loader = await renderPage(null);
  const loads = loader.mock.calls.length;
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  expect(loader.mock.calls.length).toBe(loads);
});

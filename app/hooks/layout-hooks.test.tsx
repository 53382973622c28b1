// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_LOG_PATH } from "../../lib/client-log/path.ts";
import { isMobileWidth, useResizeListener, useViewportWidth } from "./use-debounced-resize.ts";
import { SIDEBAR_ENDPOINT, useSidebarCategories } from "./use-sidebar-categories.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("side panel categories", () => {
  it("HDR-15 CONST-28 requests the sidebar endpoint 500 ms after load, not earlier", async () => {
    const fetchSpy = vi.fn(async (_url: string) => new Response(JSON.stringify([]), { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    const { result } = renderHook(() => useSidebarCategories());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(result.current.status).toBe("idle");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(SIDEBAR_ENDPOINT);
    expect(result.current.status).toBe("ready");
  });

  it("HDR-16 ERR-01 a failed load shows the toast 'Error fetching categories' and is reported to the error log", async () => {
    const fetchSpy = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response("down", { status: 503 }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    const toastSpy = vi.spyOn(toast, "error").mockReturnValue(1);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { result } = renderHook(() => useSidebarCategories());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(result.current.status).toBe("error");
    expect(toastSpy).toHaveBeenCalledWith("Error fetching categories", { duration: 5000 });
    const report = fetchSpy.mock.calls.find(([url]) => url === CLIENT_LOG_PATH);
    expect(JSON.parse(String(report?.[1]?.body))).toMatchObject({
      endpoint: SIDEBAR_ENDPOINT,
      error: "Error: HTTP 503",
    });
  });

  it("HDR-16 ERR-01 an answer that is not the category tree counts as a failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ categories: "none" }), { status: 200 })),
    );
    vi.spyOn(toast, "error").mockReturnValue(1);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { result } = renderHook(() => useSidebarCategories());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(result.current.status).toBe("error");
  });
});

describe("viewport", () => {
  it("HDR-22 CONST-26 re-reads the width once per resize burst, 100 ms after the last event", async () => {
    window.innerWidth = 1000;
    const { result } = renderHook(() => useViewportWidth());
    expect(result.current).toBe(1000);
    await act(async () => {
      for (const width of [900, 850, 700]) {
        window.innerWidth = width;
        window.dispatchEvent(new Event("resize"));
        await vi.advanceTimersByTimeAsync(50);
      }
    });
    expect(result.current).toBe(1000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(result.current).toBe(700);
  });

  it("HDR-22 the resize listener acts once per burst with the last width and renders nothing", async () => {
    window.innerWidth = 1200;
    const widths: number[] = [];
    let renders = 0;
    renderHook(() => {
      renders += 1;
      useResizeListener((width) => widths.push(width));
    });
    const rendersAfterMount = renders;
    await act(async () => {
      for (const width of [1100, 900, 1300]) {
        window.innerWidth = width;
        window.dispatchEvent(new Event("resize"));
        await vi.advanceTimersByTimeAsync(50);
      }
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(widths).toEqual([1300]);
    expect(renders).toBe(rendersAfterMount);
  });

  it("HDR-23 CONST-20 narrower than 800 px is mobile", () => {
    expect(isMobileWidth(799)).toBe(true);
    expect(isMobileWidth(800)).toBe(false);
    expect(isMobileWidth(801)).toBe(false);
  });
});

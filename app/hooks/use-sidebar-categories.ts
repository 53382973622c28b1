import { useEffect, useState } from "react";
import { toast } from "sonner";
import { isSidebarTree, type SidebarCategory } from "../../lib/catalog/catalog.ts";
import { reportFailedCall } from "../client-log.ts";
import { layout } from "../components/layout/navigation.ts";

export const SIDEBAR_ENDPOINT = "/api/product-service/categories/sidebar";

export type SidebarState =
  | { status: "idle" | "loading" | "error" }
  | { status: "ready"; categories: SidebarCategory[] };

/**
 * The Products side panel's tree, requested 500 ms after the page loads and not earlier (HDR-15), so it
 * never competes with the page's own data. A failure shows the toast "Error fetching categories" (HDR-16) and is reported to the error log
 * (ERR-01).
 */
export function useSidebarCategories(delayMs: number = layout.categoryFetchDelayMs): SidebarState {
  const [state, setState] = useState<SidebarState>({ status: "idle" });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: "loading" });
      try {
        const response = await fetch(SIDEBAR_ENDPOINT, { signal: controller.signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const categories: unknown = await response.json();
        if (!isSidebarTree(categories)) throw new Error("The answer is not the category tree");
        setState({ status: "ready", categories });
      } catch (error) {
        if (controller.signal.aborted) return;
        reportFailedCall({ endpoint: SIDEBAR_ENDPOINT, error, request: { method: "GET" } });
        setState({ status: "error" });
        toast.error("Error fetching categories", { duration: 5_000 });
        console.warn("sidebar categories", error);
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [delayMs]);
  return state;
}

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";

export type PortalListState<T> = { status: "loading" } | { status: "error" } | { status: "ready"; list: T };

/**
 * A portal tab's list read from the API in the browser (issue 14: layouts, warranty claims): loading,
 * the list, or the spec's failure message as a toast and a retry.
 */
export function usePortalList<T>(url: string, loadFailed: string) {
  const [state, setState] = useState<PortalListState<T>>({ status: "loading" });
  const alive = useRef(true);

  const load = useCallback(() => {
    setState({ status: "loading" });
    fetch(url, { headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        return (await response.json()) as T;
      })
      .then((list) => alive.current && setState({ status: "ready", list }))
      .catch(() => {
        if (!alive.current) return;
        setState({ status: "error" });
        toast.error(loadFailed);
      });
  }, [url, loadFailed]);

  useEffect(() => {
    alive.current = true;
    load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  return { state, reload: load };
}

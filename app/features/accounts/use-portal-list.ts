import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { serviceCall } from "../../service-call.ts";

export type PortalListState<T> = { status: "loading" } | { status: "error" } | { status: "ready"; list: T };

/**
 * A portal tab's list read from the API in the browser (issue 14: layouts, warranty claims): loading,
 * the list, or the spec's failure message as a toast and a retry. The answer is parsed with its
 * contract's schema, and a failure is reported to the error log (ERR-01) by `serviceCall`.
 */
export function usePortalList<T>(url: string, schema: z.ZodType<T>, loadFailed: string) {
  const [state, setState] = useState<PortalListState<T>>({ status: "loading" });
  const alive = useRef(true);

  const load = useCallback(() => {
    setState({ status: "loading" });
    serviceCall("GET", url, schema)
      .then((list) => alive.current && setState({ status: "ready", list }))
      .catch(() => {
        if (!alive.current) return;
        setState({ status: "error" });
        toast.error(loadFailed);
      });
  }, [url, schema, loadFailed]);

  useEffect(() => {
    alive.current = true;
    load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  return { state, reload: load };
}

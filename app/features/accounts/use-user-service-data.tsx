import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { secondaryButton } from "./styles.ts";
import { userService } from "./user-service.ts";

export type Loaded<T> = { status: "loading" } | { status: "error" } | { status: "ready"; data: T };

/**
 * Loads one answer of the user service for a panel of the portal: loading, then the data as `schema`
 * parses it (lib/accounts/user-service.contract.ts, maybe with a `.transform` into the panel's shape)
 * or, on failure, the spec's toast and an error state the panel offers to retry. A newer path
 * (another account) replaces the older answer even if that one arrives last. `update` changes the
 * loaded data in place after a successful action, without loading it again.
 */
export function useUserServiceData<T>(path: string, schema: z.ZodType<T>, failureToast: string) {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The latest schema, without making every render a new request.
  const schemaRef = useRef(schema);
  schemaRef.current = schema;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same path again
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    userService
      .get(path, schemaRef.current)
      .then((data) => {
        if (current) setState({ status: "ready", data });
      })
      .catch(() => {
        if (!current) return;
        setState({ status: "error" });
        toast.error(failureToast, { duration: 5_000 });
      });
    return () => {
      current = false;
    };
  }, [path, failureToast, attempt]);

  const update = useCallback(
    (change: (data: T) => T) =>
      setState((s) => (s.status === "ready" ? { status: "ready", data: change(s.data) } : s)),
    [],
  );
  return { state, retry, update };
}

/** What a panel shows when its data could not be loaded: the reason and a way to try again. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-3 text-sm text-slate-600 ${className}`}>
      <p>{message}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

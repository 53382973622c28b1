import { secondaryButton } from "../../features/accounts/styles.ts";

/**
 * Below a list that loads a page at a time: how many are shown (a polite status) and "Load More"
 * while there are more, busy while the next page loads.
 */
export function LoadMoreFooter({
  shown,
  noun,
  hasMore,
  loading,
  onMore,
  testId,
}: {
  shown: number;
  /** Singular and plural: ["order", "orders"]. */
  noun: readonly [string, string];
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** The count's test id. */
  testId: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p role="status" data-testid={testId}>
        {shown} {shown === 1 ? noun[0] : noun[1]} shown
      </p>
      {hasMore && (
        <button
          type="button"
          className={secondaryButton}
          onClick={onMore}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          {loading ? "Loading…" : "Load More"}
        </button>
      )}
    </div>
  );
}

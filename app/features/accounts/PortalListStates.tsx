import type { ReactNode } from "react";
import { Link } from "react-router";
import { cardClass, primaryButton, secondaryButton } from "./styles.ts";

/** A portal list that could not load: the spec's message and a retry. */
export function ListLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={cardClass}>
      <p className="font-semibold text-brand-red">{message}</p>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A portal list with nothing in it yet, and the way to add the first. */
export function EmptyList({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action: { label: string; to: string };
}) {
  return (
    <div
      className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center"
      data-testid="portal-empty"
    >
      {icon}
      <p className="mt-3 text-lg font-bold text-brand-navy">{title}</p>
      <p className="mt-1 text-slate-600">{body}</p>
      <Link to={action.to} className={`${primaryButton} mt-5`}>
        {action.label}
      </Link>
    </div>
  );
}

import { Info } from "lucide-react";
import type { AccountNotice } from "./account-notices.ts";

/** USER-21, USER-22: the account messages that apply now, announced politely when they change. */
export function AccountNotices({
  notices,
  pendingNames,
}: {
  notices: AccountNotice[];
  pendingNames: string[];
}) {
  return (
    <div aria-live="polite" data-testid="account-notices">
      {notices.length > 0 && (
        <ul className="space-y-2">
          {notices.map((notice) => (
            <li
              key={notice.kind}
              data-kind={notice.kind}
              className="flex gap-2 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-slate-800"
            >
              <Info aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-navy" />
              <span>
                {notice.text}
                {notice.kind === "requestSentForReview" && pendingNames.length > 0 && (
                  <> Waiting for approval: {pendingNames.join(", ")}.</>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Check, X } from "lucide-react";
import { displayName, type PortalUser } from "../../../lib/users.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { cardClass, dangerButton, sectionTitle } from "./styles.ts";

const approveButton =
  "inline-flex items-center justify-center gap-1.5 rounded bg-brand-green px-3 py-1.5 text-sm font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

/** USER-01: users whose connection or admin request awaits a decision, with Approve and Decline. */
export function PendingUsers({
  users,
  busy,
  onApprove,
  onDecline,
}: {
  users: PortalUser[];
  busy: boolean;
  onApprove: (user: PortalUser) => void;
  onDecline: (user: PortalUser) => void;
}) {
  return (
    <section aria-labelledby="pending-users-title" className={cardClass} data-testid="pending-users">
      <h3 id="pending-users-title" className={sectionTitle}>
        Pending users <span className="font-normal text-slate-500">({users.length})</span>
      </h3>
      {users.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No users are waiting for approval.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {users.map((user) => {
            const name = displayName(user);
            return (
              <li key={user.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-800">{name}</p>
                  <p className="break-all text-sm text-slate-600">{user.email}</p>
                  <p className="mt-1 flex flex-wrap gap-1.5">
                    {user.pendingRepInfo && <Badge tone="amber">Asks to join</Badge>}
                    {user.pendingAdmin && <Badge tone="amber">Requests admin access</Badge>}
                    {!user.emailVerified && <Badge tone="slate">Email not verified</Badge>}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={approveButton}
                    disabled={busy}
                    aria-label={`Approve ${name}`}
                    onClick={() => onApprove(user)}
                  >
                    <Check aria-hidden size={16} />
                    Approve
                  </button>
                  <button
                    type="button"
                    className={dangerButton}
                    disabled={busy}
                    aria-label={`Decline ${name}`}
                    onClick={() => onDecline(user)}
                  >
                    <X aria-hidden size={16} />
                    Decline
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

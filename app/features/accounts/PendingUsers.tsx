import { Check, X } from "lucide-react";
import type { PortalUser } from "../../../lib/accounts/users.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { dangerButton } from "./styles.ts";
import { UserListCard } from "./UserListCard.tsx";

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
    <UserListCard
      id="pending-users"
      title="Pending users"
      users={users}
      emptyText="No users are waiting for approval."
      badges={(user) => (
        <>
          {user.pendingRepInfo && <Badge tone="amber">Asks to join</Badge>}
          {user.pendingAdmin && <Badge tone="amber">Requests admin access</Badge>}
          {!user.emailVerified && <Badge tone="slate">Email not verified</Badge>}
        </>
      )}
      actions={(user, name) => (
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
      )}
    />
  );
}

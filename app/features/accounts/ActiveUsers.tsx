import type { OrderLimit, PortalUser } from "../../../lib/accounts/users.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { OrderLimitEditor, orderLimitText } from "./OrderLimitEditor.tsx";
import { UserListCard } from "./UserListCard.tsx";

/** USER-01: the active members, with their cart access and admin role as switches. */
export function ActiveUsers({
  users,
  viewerId,
  busy,
  onToggleCart,
  onToggleAdmin,
  onOrderLimit,
}: {
  users: PortalUser[];
  viewerId: string;
  busy: boolean;
  onToggleCart: (user: PortalUser) => void;
  onToggleAdmin: (user: PortalUser) => void;
  /** #32.2: set a member's order limit (members of a customer account, not admins). */
  onOrderLimit: (user: PortalUser, limit: OrderLimit) => void;
}) {
  return (
    <UserListCard
      id="active-users"
      title="Active users"
      users={users}
      emptyText="No active users yet."
      badges={(user) => (
        <>
          {user.userId === viewerId && <Badge tone="navy">You</Badge>}
          {!user.emailVerified && <Badge tone="slate">Email not verified</Badge>}
          {user.scope.kind === "account" && user.role !== "admin" && (
            <Badge tone={user.orderLimit.kind === "none" ? "slate" : "navy"}>
              {orderLimitText(user.orderLimit)}
            </Badge>
          )}
        </>
      )}
      actions={(user, name) => {
        const self = user.userId === viewerId;
        const admin = user.role === "admin";
        return (
          <div className="flex w-full flex-wrap items-end gap-x-6 gap-y-3">
            <Switch
              label="Cart access"
              name={name}
              checked={admin || user.access.includes("cart")}
              disabled={busy || self || admin}
              hint={admin ? "included with admin" : undefined}
              onToggle={() => onToggleCart(user)}
            />
            <Switch
              label="Admin"
              name={name}
              checked={admin}
              disabled={busy || self}
              onToggle={() => onToggleAdmin(user)}
            />
            {user.scope.kind === "account" && !admin && !self && (
              <OrderLimitEditor
                key={JSON.stringify(user.orderLimit)}
                name={name}
                limit={user.orderLimit}
                disabled={busy}
                onSave={(limit) => onOrderLimit(user, limit)}
              />
            )}
          </div>
        );
      }}
    />
  );
}

function Switch({
  label,
  name,
  checked,
  disabled,
  hint,
  onToggle,
}: {
  label: string;
  name: string;
  checked: boolean;
  disabled: boolean;
  hint?: string | undefined;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`${label} for ${name}${hint ? ` (${hint})` : ""}`}
      disabled={disabled}
      onClick={onToggle}
      className="group flex items-center gap-2 text-sm font-semibold text-slate-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition ${checked ? "bg-brand-green" : "bg-slate-300"}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition ${checked ? "left-4.5" : "left-0.5"}`}
        />
      </span>
      {label}
    </button>
  );
}

import { displayName, type PortalUser } from "../../../lib/users.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { cardClass, sectionTitle } from "./styles.ts";

/** USER-01: the active members, with their cart access and admin role as switches. */
export function ActiveUsers({
  users,
  viewerId,
  busy,
  onToggleCart,
  onToggleAdmin,
}: {
  users: PortalUser[];
  viewerId: string;
  busy: boolean;
  onToggleCart: (user: PortalUser) => void;
  onToggleAdmin: (user: PortalUser) => void;
}) {
  return (
    <section aria-labelledby="active-users-title" className={cardClass} data-testid="active-users">
      <h3 id="active-users-title" className={sectionTitle}>
        Active users <span className="font-normal text-slate-500">({users.length})</span>
      </h3>
      {users.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No active users yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {users.map((user) => {
            const name = displayName(user);
            const self = user.userId === viewerId;
            const admin = user.role === "admin";
            return (
              <li key={user.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-800">
                    {name}
                    {self && <Badge tone="navy">You</Badge>}
                  </p>
                  <p className="break-all text-sm text-slate-600">{user.email}</p>
                  {!user.emailVerified && (
                    <p className="mt-1">
                      <Badge tone="slate">Email not verified</Badge>
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-4">
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
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
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

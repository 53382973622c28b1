import type { ReactNode } from "react";
import { displayName, type PortalUser } from "../../../lib/accounts/users.ts";
import { cardClass, sectionTitle } from "./styles.ts";

/**
 * One list of the Users tab (pending or active): a titled card with the count, the empty text, and
 * a row per user with name and email; `actions` and `badges` add what the list does with a user.
 */
export function UserListCard({
  id,
  title,
  users,
  emptyText,
  badges,
  actions,
}: {
  id: string;
  title: string;
  users: PortalUser[];
  emptyText: string;
  badges: (user: PortalUser) => ReactNode;
  actions: (user: PortalUser, name: string) => ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass} data-testid={id}>
      <h3 id={`${id}-title`} className={sectionTitle}>
        {title} <span className="font-normal text-slate-500">({users.length})</span>
      </h3>
      {users.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {users.map((user) => {
            const name = displayName(user);
            return (
              <li key={user.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-800">{name}</p>
                  <p className="break-all text-sm text-slate-600">{user.email}</p>
                  <p className="mt-1 flex flex-wrap gap-1.5">{badges(user)}</p>
                </div>
                {actions(user, name)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { useState } from "react";
import { toast } from "sonner";
import { userErrors } from "../../../lib/accounts/account-messages.ts";
import { portalUserAnswer, portalUsersAnswer } from "../../../lib/accounts/user-service.contract.ts";
import { displayName, type OrderLimit, type PortalUser } from "../../../lib/accounts/users.ts";
import { ActiveUsers } from "./ActiveUsers.tsx";
import { DeclineUserDialog } from "./DeclineUserDialog.tsx";
import { NewUserForms } from "./NewUserForms.tsx";
import { orderLimitText } from "./OrderLimitEditor.tsx";
import { PendingUsers } from "./PendingUsers.tsx";
import {
  type AdminScope,
  applyApproval,
  applyDecline,
  scopeBody,
  scopeQuery,
  splitPortalUsers,
  upsertActive,
} from "./portal-users.ts";
import { cardClass } from "./styles.ts";
import { LoadFailed, useUserServiceData } from "./use-user-service-data.tsx";
import { userFacingError, userService } from "./user-service.ts";

export const updateMemberError = "Could not update the user";

/** API-52's answer, split into the pending and the active users. */
const portalUserLists = portalUsersAnswer.transform(splitPortalUsers);

/**
 * Account administration (SEC-06, SEC-07, SEC-08): the users of the account or sales rep the admin
 * works for, pending ones first (USER-01); approving (USER-02) and declining (USER-03) move them,
 * members' cart access and admin role can be changed, and new users added. One request at a time.
 */
export function AccountUsers({ scope, viewerId }: { scope: AdminScope; viewerId: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** The pending user whose Decline asks first ("Keep pending" or "Decline"). */
  const [declining, setDeclining] = useState<PortalUser | null>(null);
  const { state, retry, update } = useUserServiceData(
    `/users?${scopeQuery(scope)}`,
    portalUserLists,
    userErrors.loadUsers,
  );

  /** Runs one change at a time; a failure shows its toast and leaves the lists as they were. */
  async function run(key: string, work: () => Promise<string>, failure: (error: unknown) => string) {
    if (busy) return;
    setBusy(key);
    try {
      setAnnouncement(await work());
    } catch (error) {
      toast.error(failure(error), { duration: 5_000 });
    } finally {
      setBusy(null);
    }
  }

  const review = (user: PortalUser, decision: "approve" | "decline") =>
    run(
      `${decision}:${user.userId}`,
      async () => {
        const body = { userId: user.userId, ...scopeBody(scope) };
        if (decision === "approve") {
          const approved = await userService.post("/users/approve-user", body, portalUserAnswer);
          update((lists) => applyApproval(lists, approved));
          return `${displayName(user)} was approved and is now an active user.`;
        }
        await userService.post("/users/decline-user", body);
        update((lists) => applyDecline(lists, user.userId));
        return `${displayName(user)} was declined: their request was removed.`;
      },
      () => (decision === "approve" ? userErrors.approve : userErrors.decline),
    );

  const editMember = (
    user: PortalUser,
    change: { role?: "admin" | "member"; access?: "cart"[]; orderLimit?: OrderLimit },
  ) =>
    run(
      `edit:${user.userId}`,
      async () => {
        const body = { ...change, ...(scope.kind === "account" ? { accountId: scope.id } : {}) };
        const updated = await userService.put(
          `/users/${encodeURIComponent(user.userId)}`,
          body,
          portalUserAnswer,
        );
        update((lists) => upsertActive(lists, updated));
        return memberChangeText(displayName(user), change, updated);
      },
      (error) => userFacingError(error) ?? updateMemberError,
    );

  return (
    <div className="space-y-5">
      <div role="status" aria-live="polite" data-testid="users-status">
        {announcement && (
          <p className="rounded border border-green-200 bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">
            {announcement}
          </p>
        )}
      </div>
      {state.status === "loading" && (
        <p className={`${cardClass} text-sm text-slate-500`} aria-busy="true">
          Loading users…
        </p>
      )}
      {state.status === "error" && (
        <LoadFailed
          message="The users of this account could not be loaded."
          onRetry={retry}
          className={cardClass}
        />
      )}
      {state.status === "ready" && (
        <>
          <PendingUsers
            users={state.data.pending}
            busy={busy !== null}
            onApprove={(user) => review(user, "approve")}
            onDecline={setDeclining}
          />
          <ActiveUsers
            users={state.data.active}
            viewerId={viewerId}
            busy={busy !== null}
            onToggleCart={(user) =>
              editMember(user, { access: user.access.includes("cart") ? [] : ["cart"] })
            }
            onToggleAdmin={(user) => editMember(user, { role: user.role === "admin" ? "member" : "admin" })}
            onOrderLimit={(user, orderLimit) => editMember(user, { orderLimit })}
          />
        </>
      )}
      <NewUserForms
        scope={scope}
        onAdded={(user) => {
          update((lists) => upsertActive(lists, user));
          setAnnouncement(`${displayName(user)} was added to the active users.`);
        }}
      />
      <DeclineUserDialog
        user={declining}
        onKeep={() => setDeclining(null)}
        onDecline={(user) => {
          setDeclining(null);
          void review(user, "decline");
        }}
      />
    </div>
  );
}

/** What a member edit did, in words, from the user as the server answered. */
export function memberChangeText(
  name: string,
  change: { role?: "admin" | "member"; access?: "cart"[]; orderLimit?: OrderLimit },
  updated: PortalUser,
): string {
  if (change.orderLimit) return `Order limit saved for ${name}: ${orderLimitText(updated.orderLimit)}.`;
  if (change.role)
    return updated.role === "admin" ? `${name} is now an admin.` : `${name} is no longer an admin.`;
  if (change.access) {
    return updated.access.includes("cart")
      ? `${name} can now order for the account.`
      : `${name} can no longer order for the account.`;
  }
  return `${name} was updated.`;
}

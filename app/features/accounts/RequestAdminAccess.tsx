import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { userErrors, userSuccess } from "../../../lib/accounts/account-messages.ts";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { cardClass, secondaryButton, sectionTitle } from "./styles.ts";
import { userService } from "./user-service.ts";

/**
 * SEC-09, USER-05, USER-06: a verified member who is not an admin asks for administration of the
 * account they work for. Once asked, the request shows as pending until an admin decides.
 */
export function RequestAdminAccess({
  viewer,
}: {
  viewer: Pick<SessionUser, "verified" | "role" | "pendingAdmin">;
}) {
  const { revalidate } = useRevalidator();
  const [sending, setSending] = useState(false);
  const [requested, setRequested] = useState(false);
  if (!viewer.verified || viewer.role === "admin") return null;
  const pending = viewer.pendingAdmin || requested;

  async function request() {
    setSending(true);
    try {
      await userService.post("/users/request-admin", {});
      setRequested(true);
      toast.success(userSuccess.adminRequested, { duration: 5_000 });
      await revalidate();
    } catch {
      toast.error(userErrors.requestAdmin, { duration: 5_000 });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="request-admin-title" className={cardClass}>
      <h3 id="request-admin-title" className={sectionTitle}>
        Administration
      </h3>
      {pending ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-700" data-testid="admin-requested">
          <ShieldCheck aria-hidden size={18} className="text-amber-600" />
          Admin access requested. An admin of your account will review it.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            Admins approve new users and manage cart access for everyone in the account.
          </p>
          <button type="button" className={`${secondaryButton} mt-3`} disabled={sending} onClick={request}>
            <ShieldCheck aria-hidden size={16} />
            {sending ? "Requesting…" : "Request admin access"}
          </button>
        </>
      )}
    </section>
  );
}

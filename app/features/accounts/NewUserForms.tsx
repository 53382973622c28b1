import { UserPlus, UserRoundCheck } from "lucide-react";
import type { FormEvent } from "react";
import { toast } from "sonner";
import { userErrors } from "../../../lib/accounts/account-messages.ts";
import { createVerifiedUserBody, upgradeUserBody } from "../../../lib/accounts/user-contract.ts";
import { portalUserAnswer } from "../../../lib/accounts/user-service.contract.ts";
import type { PortalUser } from "../../../lib/accounts/users.ts";
import { Checkbox } from "./Checkbox.tsx";
import { FormField } from "./FormField.tsx";
import type { AdminScope } from "./portal-users.ts";
import { cardClass, primaryButton, sectionTitle } from "./styles.ts";
import { useFormPair } from "./use-form-pair.tsx";
import { userFacingError, userService } from "./user-service.ts";

type Kind = "create" | "upgrade";

/** The role and access fields of both forms, read from their checkboxes. */
function rights(data: FormData) {
  return {
    role: data.get("admin") === "on" ? ("admin" as const) : ("member" as const),
    access: data.get("cart") === "on" ? (["cart"] as "cart"[]) : [],
  };
}

/**
 * SEC-08: an admin adds people to their customer account: a new verified user, who gets an email to
 * choose a password (API-56, failure USER-18), or an existing basic customer (API-57, failure
 * USER-15). A sales rep's people join by connecting to its record instead.
 */
export function NewUserForms({ scope, onAdded }: { scope: AdminScope; onAdded: (user: PortalUser) => void }) {
  const { sending, errors, submit, resultFor } = useFormPair<Kind>(["create", "upgrade"]);

  if (scope.kind !== "account") {
    return (
      <p className={`${cardClass} text-sm text-slate-600`}>
        Colleagues at your agency join by connecting to sales rep record {scope.id} from their account page;
        their requests appear under Pending users.
      </p>
    );
  }

  const accountId = scope.id;
  const add = (kind: Kind, event: FormEvent<HTMLFormElement>) =>
    submit(
      kind,
      event,
      kind === "create" ? createVerifiedUserBody : upgradeUserBody,
      (data) => ({
        email: String(data.get("email") ?? ""),
        ...(kind === "create"
          ? { fname: String(data.get("fname") ?? ""), lname: String(data.get("lname") ?? "") }
          : {}),
        accountId,
        ...rights(data),
      }),
      async (body) => {
        try {
          const user = await userService.post(
            kind === "create" ? "/users/verify/create" : "/users/verify/upgrade",
            body,
            portalUserAnswer,
          );
          onAdded(user);
          return {
            ok: true,
            text:
              kind === "create"
                ? `${user.email} was added. We sent them an email to choose a password.`
                : `${user.email} is now a verified user of this account.`,
          };
        } catch (error) {
          toast.error(kind === "create" ? userErrors.createUser : userErrors.upgrade, { duration: 5_000 });
          const text = userFacingError(error);
          return { ok: false, text };
        }
      },
    );

  const rightsFields = (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="sr-only">Rights</legend>
      <Checkbox label="Cart access" name="cart" />
      <Checkbox label="Admin" name="admin" />
    </fieldset>
  );

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="create-user-title" className={cardClass}>
        <h3 id="create-user-title" className={`${sectionTitle} flex items-center gap-2`}>
          <UserPlus aria-hidden size={20} />
          Create verified user
        </h3>
        <form noValidate className="mt-3 space-y-3" onSubmit={(event) => add("create", event)}>
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            required
            error={errors.create.email}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              label="First name"
              name="fname"
              autoComplete="off"
              required
              error={errors.create.fname}
            />
            <FormField
              label="Last name"
              name="lname"
              autoComplete="off"
              required
              error={errors.create.lname}
            />
          </div>
          {rightsFields}
          {resultFor("create")}
          <button type="submit" className={primaryButton} disabled={sending !== null}>
            {sending === "create" ? "Creating…" : "Create user"}
          </button>
        </form>
      </section>
      <section aria-labelledby="upgrade-user-title" className={cardClass}>
        <h3 id="upgrade-user-title" className={`${sectionTitle} flex items-center gap-2`}>
          <UserRoundCheck aria-hidden size={20} />
          Upgrade a basic customer
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Someone who already registered as a basic customer joins this account as a verified user.
        </p>
        <form noValidate className="mt-3 space-y-3" onSubmit={(event) => add("upgrade", event)}>
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            required
            error={errors.upgrade.email}
          />
          {rightsFields}
          {resultFor("upgrade")}
          <button type="submit" className={primaryButton} disabled={sending !== null}>
            {sending === "upgrade" ? "Upgrading…" : "Upgrade user"}
          </button>
        </form>
      </section>
    </div>
  );
}

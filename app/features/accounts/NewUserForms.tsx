import { UserPlus, UserRoundCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type FieldErrors, fieldErrorsOf } from "../../../lib/account-forms.ts";
import { userErrors } from "../../../lib/account-messages.ts";
import type { AdminScope } from "../../../lib/portal-users.ts";
import { createVerifiedUserBody, upgradeUserBody } from "../../../lib/user-contract.ts";
import type { PortalUser } from "../../../lib/users.ts";
import { Checkbox } from "./Checkbox.tsx";
import { FormField } from "./FormField.tsx";
import { cardClass, primaryButton, sectionTitle } from "./styles.ts";
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
  const [sending, setSending] = useState<Kind | null>(null);
  const [errors, setErrors] = useState<Record<Kind, FieldErrors>>({ create: {}, upgrade: {} });
  const [result, setResult] = useState<{ kind: Kind; text: string; ok: boolean } | null>(null);

  if (scope.kind !== "account") {
    return (
      <p className={`${cardClass} text-sm text-slate-600`}>
        Colleagues at your agency join by connecting to sales rep record {scope.id} from their account page;
        their requests appear under Pending users.
      </p>
    );
  }

  async function submit(kind: Kind, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = {
      email: String(data.get("email") ?? ""),
      ...(kind === "create"
        ? { fname: String(data.get("fname") ?? ""), lname: String(data.get("lname") ?? "") }
        : {}),
      accountId: scope.id,
      ...rights(data),
    };
    const parsed = (kind === "create" ? createVerifiedUserBody : upgradeUserBody).safeParse(fields);
    setResult(null);
    if (!parsed.success) {
      setErrors((all) => ({ ...all, [kind]: fieldErrorsOf(parsed.error.issues) }));
      return;
    }
    setErrors((all) => ({ ...all, [kind]: {} }));
    setSending(kind);
    try {
      const user = await userService.post<PortalUser>(
        kind === "create" ? "/users/verify/create" : "/users/verify/upgrade",
        parsed.data,
      );
      onAdded(user);
      form.reset();
      setResult({
        kind,
        ok: true,
        text:
          kind === "create"
            ? `${user.email} was added. We sent them an email to choose a password.`
            : `${user.email} is now a verified user of this account.`,
      });
    } catch (error) {
      toast.error(kind === "create" ? userErrors.createUser : userErrors.upgrade, { duration: 5_000 });
      const text = userFacingError(error);
      if (text) setResult({ kind, ok: false, text });
    } finally {
      setSending(null);
    }
  }

  const resultFor = (kind: Kind) =>
    result?.kind === kind && (
      <p
        role={result.ok ? "status" : "alert"}
        className={`rounded-md border px-3 py-2 text-sm ${result.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}
      >
        {result.text}
      </p>
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
        <form noValidate className="mt-3 space-y-3" onSubmit={(event) => submit("create", event)}>
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
        <form noValidate className="mt-3 space-y-3" onSubmit={(event) => submit("upgrade", event)}>
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

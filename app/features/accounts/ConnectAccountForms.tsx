import { BriefcaseBusiness, Building2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { type FieldErrors, fieldErrorsOf } from "../../../lib/account-forms.ts";
import { userErrors } from "../../../lib/account-messages.ts";
import type { ConnectBody } from "../../../lib/user-contract.ts";
import { connectBody } from "../../../lib/user-contract.ts";
import { type AccountOutcome, type CustomerType, connectKindFor } from "../../../lib/users.ts";
import { FormField } from "./FormField.tsx";
import { cardClass, primaryButton, sectionTitle } from "./styles.ts";
import { UserServiceError, userFacingError, userService } from "./user-service.ts";

type Kind = ConnectBody["kind"];

/**
 * The upgrade of a basic customer: connect to a distributor account (account number and billing
 * ZIP as proof) or to a sales rep record. A distributor connects further accounts the same way (then
 * switches between them), a representative further sales rep records. The answer's messages go to `onOutcome`; a failed
 * distributor check comes back as the server's message (USER-21), any other failure shows
 * "Upgrade user process failed" (USER-15).
 */
export function ConnectAccountForms({
  customerType,
  onOutcome,
}: {
  customerType: CustomerType;
  onOutcome: (outcome: AccountOutcome) => void;
}) {
  const only = connectKindFor(customerType);
  const shows = (kind: Kind) => only === null || only === kind;
  const { revalidate } = useRevalidator();
  const [sending, setSending] = useState<Kind | null>(null);
  const [errors, setErrors] = useState<Record<Kind, FieldErrors>>({
    distributor: {},
    representative: {},
  });
  const [problem, setProblem] = useState<{ kind: Kind; text: string } | null>(null);

  async function submit(kind: Kind, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    const parsed = connectBody.safeParse({ kind, ...data });
    setProblem(null);
    if (!parsed.success) {
      setErrors((all) => ({ ...all, [kind]: fieldErrorsOf(parsed.error.issues) }));
      return;
    }
    setErrors((all) => ({ ...all, [kind]: {} }));
    setSending(kind);
    try {
      const outcome = await userService.post<AccountOutcome>("/users/connect", parsed.data);
      form.reset();
      onOutcome(outcome);
      await revalidate();
    } catch (error) {
      const text = userFacingError(error);
      if (error instanceof UserServiceError && error.status === 400 && text) {
        setProblem({ kind, text });
      } else {
        toast.error(userErrors.upgrade, { duration: 5_000 });
        if (text) setProblem({ kind, text });
      }
    } finally {
      setSending(null);
    }
  }

  const problemFor = (kind: Kind) =>
    problem?.kind === kind && (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {problem.text}
      </p>
    );

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {shows("distributor") && (
        <section aria-labelledby="connect-distributor-title" className={cardClass}>
          <h3 id="connect-distributor-title" className={`${sectionTitle} flex items-center gap-2`}>
            <Building2 aria-hidden size={20} />
            {customerType === "distributor"
              ? "Connect another distributor account"
              : "Connect to a distributor account"}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Your account number and billing ZIP code are on your invoices and statements.
          </p>
          <form noValidate className="mt-3 space-y-3" onSubmit={(event) => submit("distributor", event)}>
            <FormField
              label="Account number"
              name="accountNumber"
              autoComplete="off"
              required
              error={errors.distributor.accountNumber}
            />
            <FormField
              label="Billing ZIP code"
              name="billingZip"
              inputMode="numeric"
              autoComplete="postal-code"
              required
              error={errors.distributor.billingZip}
            />
            {problemFor("distributor")}
            <button type="submit" className={primaryButton} disabled={sending !== null}>
              {sending === "distributor" ? "Connecting…" : "Connect account"}
            </button>
          </form>
        </section>
      )}
      {shows("representative") && (
        <section aria-labelledby="connect-rep-title" className={cardClass}>
          <h3 id="connect-rep-title" className={`${sectionTitle} flex items-center gap-2`}>
            <BriefcaseBusiness aria-hidden size={20} />
            {customerType === "representative"
              ? "Connect another sales rep record"
              : "Connect as a sales representative"}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Use the sales rep id of your agency. If the record is under your email address you are connected
            at once; otherwise the agency's admin approves the request.
          </p>
          <form noValidate className="mt-3 space-y-3" onSubmit={(event) => submit("representative", event)}>
            <FormField
              label="Sales rep id"
              name="salesRepId"
              autoComplete="off"
              required
              error={errors.representative.salesRepId}
            />
            {problemFor("representative")}
            <button type="submit" className={primaryButton} disabled={sending !== null}>
              {sending === "representative" ? "Connecting…" : "Connect as representative"}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}

import { BriefcaseBusiness, Building2 } from "lucide-react";
import type { FormEvent } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { userErrors } from "../../../lib/accounts/account-messages.ts";
import type { ConnectBody } from "../../../lib/accounts/user-contract.ts";
import { connectBody } from "../../../lib/accounts/user-contract.ts";
import {
  type AccountOutcomeAnswer,
  accountOutcomeAnswer,
} from "../../../lib/accounts/user-service.contract.ts";
import { type CustomerType, connectKindFor } from "../../../lib/accounts/users.ts";
import { DistributorProofFields, SalesRepIdField } from "./ConnectionProofFields.tsx";
import { cardClass, primaryButton, sectionTitle } from "./styles.ts";
import { useFormPair } from "./use-form-pair.tsx";
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
  onOutcome: (outcome: AccountOutcomeAnswer) => void;
}) {
  const only = connectKindFor(customerType);
  const shows = (kind: Kind) => only === null || only === kind;
  const { revalidate } = useRevalidator();
  const { sending, errors, submit, resultFor } = useFormPair<Kind>(["distributor", "representative"]);

  const connect = (kind: Kind, event: FormEvent<HTMLFormElement>) =>
    submit(
      kind,
      event,
      connectBody,
      (data) => ({ kind, ...Object.fromEntries(data) }),
      async (body) => {
        try {
          onOutcome(await userService.post("/users/connect", body, accountOutcomeAnswer));
          await revalidate();
          return null;
        } catch (error) {
          const text = userFacingError(error);
          // A refused proof is the person's to correct (USER-21); anything else is a failed upgrade.
          if (!(error instanceof UserServiceError && error.status === 400 && text)) {
            toast.error(userErrors.upgrade, { duration: 5_000 });
          }
          return { ok: false, text };
        }
      },
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
          <form noValidate className="mt-3 space-y-3" onSubmit={(event) => connect("distributor", event)}>
            <DistributorProofFields required errors={errors.distributor} />
            {resultFor("distributor")}
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
            Use the sales rep ID of your agency. If the record is under your email address you are connected
            at once; otherwise the agency's admin approves the request.
          </p>
          <form noValidate className="mt-3 space-y-3" onSubmit={(event) => connect("representative", event)}>
            <SalesRepIdField required errors={errors.representative} />
            {resultFor("representative")}
            <button type="submit" className={primaryButton} disabled={sending !== null}>
              {sending === "representative" ? "Connecting…" : "Connect as representative"}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}

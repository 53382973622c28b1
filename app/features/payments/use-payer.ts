import { useEffect, useState } from "react";
import { peopleAnswer } from "../../../lib/accounts/user-service.contract.ts";
import { segment, serviceCall } from "../../service-call.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import type { Payer } from "./payer.ts";

/**
 * The payer prefilled (PAY OPEN default: people data prefill payment forms): the signed-in person's
 * name and email, and the account's billing address from API-62 (else its first shipping address).
 * Editable; if API-62 fails, the address is left for the person to type.
 */
export function usePayerPrefill(accountId: string): [Payer, (payer: Payer) => void] {
  const viewer = useViewer();
  const [payer, setPayer] = useState<Payer>(() => ({
    firstName: viewer?.fname ?? "",
    lastName: viewer?.lname ?? "",
    email: viewer?.email ?? "",
    address1: "",
    city: "",
    state: "",
    zip: "",
  }));
  useEffect(() => {
    let current = true;
    serviceCall("GET", `/api/user-service/users/people-accounts/${segment(accountId)}`, peopleAnswer)
      .then((people) => {
        const address =
          people.peopleAddresses.find((a) => a.kind === "billing") ??
          people.peopleAddresses.find((a) => a.kind === "shipping");
        if (!current || !address) return;
        // Only fills what the person has not typed yet.
        setPayer((p) => ({
          ...p,
          address1: p.address1 || address.address1,
          city: p.city || address.city,
          state: p.state || address.state,
          zip: p.zip || address.zip,
        }));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [accountId]);
  return [payer, setPayer];
}

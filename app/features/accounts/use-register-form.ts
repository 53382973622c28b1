import { useRef, useState } from "react";
import { type FormFailure, isCustomerType } from "../../../lib/accounts/account-forms.ts";
import type { CustomerType } from "../../../lib/accounts/users.ts";
import { useAuthLink } from "./use-auth-link.ts";
import { useFailureFocus } from "./use-failure-focus.ts";
import { useFormPending } from "./use-form-pending.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * Without JavaScript, CSS shows the section of the checked type (the browser posts every section;
 * the action reads only the chosen one). Once hydrated, React hides and disables the others.
 * Written out in full so Tailwind finds the class names.
 */
const sectionWithoutScript: Record<CustomerType, string> = {
  basic: "hidden group-has-[#register-type-basic:checked]/register:block",
  distributor: "hidden group-has-[#register-type-distributor:checked]/register:block",
  representative: "hidden group-has-[#register-type-representative:checked]/register:block",
};

/**
 * The registration form's state: the chosen customer type (the posted one after a failure, else the
 * page's), the failure's errors and values to refill, focus after a failure, and each type's section.
 */
export function useRegisterForm(failure: FormFailure | undefined, initialType: CustomerType) {
  const signInLink = useAuthLink("/login");
  const hydrated = useHydrated();
  const pending = useFormPending();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useFailureFocus(failure, formRef, alertRef);
  const posted = failure?.values.customerType;
  const [type, setType] = useState<CustomerType>(isCustomerType(posted) ? posted : initialType);

  /**
   * The props of a type's section: CSS decides before hydration, React after it. Its fields are
   * required only while it shows (a browser without JavaScript leaves that to the server).
   */
  const section = (of: CustomerType) =>
    hydrated
      ? { hidden: type !== of, disabled: type !== of, className: "space-y-4" }
      : { className: `space-y-4 ${sectionWithoutScript[of]}` };

  return {
    signInLink,
    pending,
    formRef,
    alertRef,
    type,
    setType,
    section,
    /** Whether a type's proof fields are required in the browser (only once hydrated, while it shows). */
    requires: (of: CustomerType) => hydrated && type === of,
    errors: failure?.fieldErrors ?? {},
    values: failure?.values ?? {},
  };
}

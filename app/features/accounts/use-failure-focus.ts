import { type RefObject, useLayoutEffect } from "react";
import type { FormFailure } from "../../../lib/accounts/account-forms.ts";

/**
 * After a failed post, focus goes to the first invalid field, else to the form's error message; the
 * password field is emptied (a failed attempt never leaves a password in the page). A layout effect, so
 * focus moves in the same commit that shows the message, before anything reads or announces the page.
 */
export function useFailureFocus(
  failure: FormFailure | undefined,
  form: RefObject<HTMLFormElement | null>,
  alert: RefObject<HTMLDivElement | null>,
) {
  useLayoutEffect(() => {
    if (!failure) return;
    for (const input of form.current?.querySelectorAll<HTMLInputElement>("input[type=password]") ?? []) {
      input.value = "";
    }
    const invalid = form.current?.querySelector<HTMLElement>("[aria-invalid=true]:not(:disabled)");
    (invalid ?? alert.current)?.focus();
  }, [failure, form, alert]);
}

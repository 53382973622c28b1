import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { FormField, NewPasswordField } from "./FormField.tsx";
import { FormError, FormNotice } from "./FormMessages.tsx";
import { cardClass, primaryButton, sectionTitle } from "./styles.ts";
import { userFacingError, userService } from "./user-service.ts";

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/** One small form of the Account tab: sends, shows progress, then says how it went (#9.9). */
function useSubmission(send: (form: FormData) => Promise<string>) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: await send(new FormData(form)) });
      form.reset();
    } catch (error) {
      setOutcome({ ok: false, message: userFacingError(error) ?? "Saving failed. Please try again." });
    } finally {
      setPending(false);
    }
  };
  return { pending, outcome, onSubmit };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

function Result({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <FormNotice>{outcome.message}</FormNotice>
  ) : (
    <FormError alert={{ title: outcome.message }} />
  );
}

/** #9.9: the signed-in person's own name and phone (API-54 on their own id). */
export function EditProfileForm({ viewer }: { viewer: SessionUser }) {
  const revalidator = useRevalidator();
  const { pending, outcome, onSubmit } = useSubmission(async (form) => {
    await userService.put(`/users/${encodeURIComponent(viewer.userId)}`, {
      fname: text(form, "fname"),
      lname: text(form, "lname"),
      phone: text(form, "phone") || null,
    });
    await revalidator.revalidate();
    return "Your name and phone number are saved.";
  });
  return (
    <section aria-labelledby="edit-profile-title" className={cardClass}>
      <h3 id="edit-profile-title" className={sectionTitle}>
        Name and phone
      </h3>
      {/* The key refills the fields with what the server saved. */}
      <form
        key={`${viewer.fname}|${viewer.lname}|${viewer.phone}`}
        onSubmit={onSubmit}
        className="mt-3 space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="fname"
            label="First name"
            defaultValue={viewer.fname}
            required
            maxLength={60}
            autoComplete="given-name"
          />
          <FormField
            name="lname"
            label="Last name"
            defaultValue={viewer.lname}
            required
            maxLength={60}
            autoComplete="family-name"
          />
        </div>
        <FormField
          name="phone"
          label="Phone"
          type="tel"
          optional
          defaultValue={viewer.phone ?? ""}
          maxLength={30}
          autoComplete="tel"
        />
        <Result outcome={outcome} />
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? "Saving…" : "Save name and phone"}
        </button>
      </form>
    </section>
  );
}

/**
 * #9.9: a new password, proved by the current one. The server ends the person's other sessions
 * (another browser, a lost phone) and renews this one.
 */
export function ChangePasswordForm() {
  const [mismatch, setMismatch] = useState<string>();
  const { pending, outcome, onSubmit } = useSubmission(async (form) => {
    await userService.post("/password/change", {
      currentPassword: String(form.get("currentPassword") ?? ""),
      newPassword: String(form.get("password") ?? ""),
    });
    return "Your password is changed. You were signed out everywhere else.";
  });
  return (
    <section aria-labelledby="change-password-title" className={cardClass}>
      <h3 id="change-password-title" className={sectionTitle}>
        Password
      </h3>
      <form
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          if (form.get("password") !== form.get("confirmPassword")) {
            event.preventDefault();
            setMismatch("The two passwords do not match.");
            return;
          }
          setMismatch(undefined);
          void onSubmit(event);
        }}
        className="mt-3 space-y-4"
      >
        <FormField
          name="currentPassword"
          label="Current password"
          type="password"
          required
          maxLength={128}
          autoComplete="current-password"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordField label="New password" />
          <FormField
            name="confirmPassword"
            label="Confirm the new password"
            type="password"
            required
            maxLength={128}
            autoComplete="new-password"
            error={mismatch}
          />
        </div>
        <Result outcome={outcome} />
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? "Changing…" : "Change password"}
        </button>
      </form>
    </section>
  );
}

import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  NEWSLETTER_FAILURE,
  NEWSLETTER_FAILURE_LOGGED,
  NEWSLETTER_SUCCESS,
  newsletterEmailError,
} from "../../../lib/newsletter/signup.ts";
import { reportFailedCall } from "../../client-log.ts";

export const NEWSLETTER_ENDPOINT = "/api/newsletter/subscribe";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string; ok: boolean };

/**
 * The footer sign-up (NEWS-01 … NEWS-03, NEWS-05 … NEWS-07, AMB-23): validates first, sends the field
 * `EMAIL` to this product's API, which keeps the sign-up and forwards it to the mailing-list provider
 * (requirements §0; README "Newsletter forwarding and the client error log"). Success means the
 * sign-up was stored; the provider's answer never reaches the browser.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem || status.kind === "sending") return;
    setStatus({ kind: "sending" });
    const body = new FormData();
    body.set("EMAIL", email.trim());
    try {
      const response = await fetch(NEWSLETTER_ENDPOINT, { method: "POST", body });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setStatus({ kind: "done", ok: true, message: NEWSLETTER_SUCCESS });
      setEmail("");
    } catch (error) {
      setStatus({ kind: "done", ok: false, message: NEWSLETTER_FAILURE });
      // AMB-23: the person reads NEWSLETTER_FAILURE; the log gets "Subscribing to email newsletter failed".
      const reason = error instanceof Error ? error.message : String(error);
      reportFailedCall({
        endpoint: NEWSLETTER_ENDPOINT,
        error: `${NEWSLETTER_FAILURE_LOGGED} (${reason})`,
        // The address is the person's own business: the log says only which field was sent.
        request: { method: "POST", fields: ["EMAIL"] },
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter signup" data-testid="newsletter-form">
      <label htmlFor={inputId} className="mb-2 block text-sm text-slate-300">
        Product news, rebates and new releases, once a month.
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          name="EMAIL"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="Your email address"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="min-w-0 flex-1 rounded border border-white/20 bg-white/10 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={status.kind === "sending"}
          className="flex items-center gap-1.5 rounded bg-brand-green px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
        >
          {status.kind === "sending" && <LoaderCircle aria-hidden size={16} className="animate-spin" />}
          Subscribe
        </button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-2 text-sm text-red-300" role="alert">
          {error}
        </p>
      )}
      {status.kind === "done" && (
        <p className={`mt-2 text-sm ${status.ok ? "text-green-300" : "text-red-300"}`} role="status">
          {status.message}
        </p>
      )}
    </form>
  );
}

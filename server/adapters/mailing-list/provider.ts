/**
 * The mailing-list provider (requirements §0: an adapter). NEWS-04: a sign-up is one POST of the form
 * field `EMAIL` to the provider's form endpoint (a Mailchimp-style `…/subscribe/post?u=…&id=…` URL,
 * whose query names the list: NEWS OPEN default "configuration entries"). It is sent by the server,
 * not the browser, so the answer can be read: a network error, a timeout or an HTTP status of 400 or
 * more is a failure the newsletter module retries; anything else (2xx, or the 3xx a form endpoint
 * answers with) means the provider took it.
 */
export type MailingListProvider = {
  /** Resolves when the provider took the address; rejects with a reason fit for the log otherwise. */
  subscribe(email: string): Promise<void>;
};

export type MailingListSettings = {
  /** NEWSLETTER_PROVIDER_URL; unset, there is no provider and nothing is ever sent. */
  url?: string | undefined;
  /** How long one attempt may take before it counts as failed. */
  timeoutMs?: number;
};

export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

/** The configured provider, or null when none is configured (sign-ups are then only kept). */
export function createMailingListProvider(settings: MailingListSettings): MailingListProvider | null {
  const { url } = settings;
  if (!url) return null;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  return {
    async subscribe(email) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            accept: "text/html,application/json",
          },
          body: new URLSearchParams({ EMAIL: email }).toString(),
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason =
          error instanceof Error && error.name === "TimeoutError" ? "timed out" : "network error";
        throw new Error(`mailing-list provider: ${reason}`);
      }
      await response.body?.cancel().catch(() => {});
      if (response.status >= 400) throw new Error(`mailing-list provider answered HTTP ${response.status}`);
    },
  };
}

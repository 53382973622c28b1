import type { Logger } from "../../logger.ts";
import type { Mailer } from "./mailer.ts";

/** How often the server sends again the mail whose delivery failed (issue 15: nothing lost). */
export const MAIL_RETRY_INTERVAL_MS = 5 * 60_000;

/**
 * Sends again, every `intervalMs`, the mails whose SMTP delivery failed (mailer.retryFailed); a
 * round that fails is logged and the next one tries again. Answers the function that stops it.
 */
export function startMailRetrier(
  mailer: Pick<Mailer, "retryFailed" | "delivers">,
  options: { intervalMs?: number; logger: Logger },
): () => void {
  if (!mailer.delivers) return () => {};
  let running = false;
  const every = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await mailer.retryFailed();
    } catch (error) {
      options.logger.warn({ err: error }, "the retry of failed mail failed; it runs again later");
    } finally {
      running = false;
    }
  }, options.intervalMs ?? MAIL_RETRY_INTERVAL_MS);
  every.unref();
  return () => clearInterval(every);
}

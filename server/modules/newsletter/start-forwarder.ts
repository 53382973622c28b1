import type { Logger } from "../../logger.ts";
import type { ForwardResult } from "./forward-due-signups.ts";

/**
 * Runs the forwarding sweep in the background of a server process: once just after start and then
 * every `intervalMs`, one run at a time; a failed run is logged and the next one tries again. The
 * timers do not keep the process alive. Answers `stop()`.
 */
export function startNewsletterForwarder(
  sweep: () => Promise<ForwardResult>,
  options: { intervalMs: number; logger: Logger },
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await sweep();
      if (result.claimed > 0) {
        options.logger[result.failed > 0 ? "warn" : "info"](
          result,
          "forwarded newsletter sign-ups to the mailing-list provider",
        );
      }
    } catch (error) {
      options.logger.warn({ err: error }, "the newsletter forwarding sweep failed; it runs again later");
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, 0);
  first.unref();
  const every = setInterval(run, Math.max(1000, options.intervalMs));
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

import { z } from "zod";

/**
 * The session check's answer (USER-13): who the session belongs to now, if anyone. A module of its own,
 * not part of user-service.contract.ts: every page checks the session after it is up, and building
 * the whole contract's schemas there cost the page about 20 ms of its main thread (issue 15).
 */
export const sessionAnswer = z.object({ user: z.object({ userId: z.string() }).nullable() });

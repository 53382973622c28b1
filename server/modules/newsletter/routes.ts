import { Hono } from "hono";
import { newsletterSignupSchema } from "../../../lib/newsletter/contract.ts";
import { parseJsonOrForm } from "../../http.ts";
import type { NewsletterModule } from "./index.ts";

/** `/api/newsletter/…`: the footer form posts the field `EMAIL` here (spec §7 "Logging and newsletter"). */
export function newsletterRoutes(newsletter: NewsletterModule) {
  const router = new Hono();
  router.post("/subscribe", async (c) => {
    const { EMAIL } = await parseJsonOrForm(c, newsletterSignupSchema);
    const result = await newsletter.subscribe(EMAIL);
    return c.json({ subscribed: true, alreadySubscribed: result.alreadySubscribed }, 201);
  });
  return router;
}

import { z } from "zod";
import { VIEWER_PRICES_MAX } from "./viewer-prices.ts";

/** The request the server validates; apart from viewer-prices.ts so the product cards' bundle carries no zod. */
export const viewerPricesRequestSchema = z
  .object({
    skus: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(64)
          .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "is not a SKU"),
      )
      .min(1)
      .max(VIEWER_PRICES_MAX, `ask for at most ${VIEWER_PRICES_MAX} SKUs at once`),
  })
  .strict();
export type ViewerPricesRequest = z.infer<typeof viewerPricesRequestSchema>;

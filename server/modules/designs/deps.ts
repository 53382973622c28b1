import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { CartModule } from "../cart/index.ts";

/** What the designs module's use cases work with; index.ts binds them to one set. */
export type DesignsDeps = {
  db: Db;
  /** A design goes into the cart through the cart's own add path. */
  cart: Pick<CartModule, "add">;
  /** The clock (tests order designs by it). */
  now?: () => Date;
};

export const designNotFound = () => new AppError("NOT_FOUND", "Custom design not found");

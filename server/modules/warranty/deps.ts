import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { FileStorage } from "../../adapters/storage/storage.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";

/** An order or invoice of the caller's working account found by its number (the other modules' lookups). */
export type FoundByNumber = { id: string; number: string; accountId: string } | null;

/** What the warranty module's use cases work with; index.ts binds them to one set. */
export type WarrantyDeps = {
  db: Db;
  storage: FileStorage;
  mailer: Pick<Mailer, "send" | "hold">;
  /** USER-23, AMB-35: the configured fallback account, or none. */
  fallbackAccountId?: string | undefined;
  /** The orders module's `findByNumber`. */
  findOrder: (caller: SessionUser, number: string) => Promise<FoundByNumber>;
  /** The invoices module's `findByNumber`. */
  findInvoice: (caller: SessionUser, number: string) => Promise<FoundByNumber>;
  /** The catalogue's product of a SKU (case-insensitive), or null. */
  findProduct: (sku: string) => Promise<{ sku: string; name: string } | null>;
  /** Who hears of a new claim: the brand's address. */
  warrantyTeamEmail: string;
  /** The site's origin, for the links in mail. */
  baseURL: string;
  brandName: string;
};

/** The first segment of the storage keys of the module's files (the claims' photos). */
export const WARRANTY_FILES_PREFIX = "warranty";

export const claimNotFound = () => new AppError("NOT_FOUND", "Warranty claim not found");

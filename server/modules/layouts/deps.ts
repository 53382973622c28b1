import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { FileStorage } from "../../adapters/storage/storage.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";

/** What the layouts module's use cases work with; index.ts binds them to one set. */
export type LayoutsDeps = {
  db: Db;
  storage: FileStorage;
  mailer: Pick<Mailer, "send" | "hold">;
  /** Where a new request is announced: the design team's address (the brand's address by default). */
  designTeamEmail: string;
  /** The site's origin, for the links in mail. */
  baseURL: string;
  brandName: string;
  /** Issue 33: the active designers (the accounts module's staff of the design team); one by id. */
  designers: () => Promise<{ userId: string; name: string; email: string }[]>;
  findDesigner: (userId: string) => Promise<{ userId: string; name: string; email: string } | null>;
};

/** The first segment of the storage keys of the module's files (plans and returned layouts). */
export const LAYOUT_FILES_PREFIX = "layouts";

export const layoutNotFound = () => new AppError("NOT_FOUND", "Lighting layout request not found");
export { fileNotFound } from "../../uploads.ts";

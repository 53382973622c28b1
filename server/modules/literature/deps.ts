import type { Db } from "../../db/client.ts";
import type { DocumentCache } from "./document-cache.ts";

/** What the literature module's use cases share: the database (read through the catalogue module) and the cache. */
export type LiteratureDeps = { db: Db; cache: DocumentCache };

/** A generated PDF with the file name it downloads as. */
export type PdfFile = { bytes: Uint8Array<ArrayBuffer>; fileName: string };

import { createReadStream, type Dirent } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { checkStorageKey, newStorageKey, STORAGE_KEY } from "./keys.ts";
import { createS3Storage, type S3StorageSettings } from "./s3-storage.ts";

/**
 * The file storage adapter (issue 14 item 6): bytes kept under a key the server generates, never a
 * name a client chose. Local disk under the data directory by default; an S3-compatible bucket
 * (AWS S3, MinIO, …) by configuration (STORAGE_DRIVER=s3, see s3-storage.ts). The routes serve the
 * bytes themselves (fileDownload in server/uploads.ts), so a bucket never needs to be public.
 */
export type FileStorage = {
  /** Stores the bytes under a new generated key below `prefix` (a module's name); answers the key. */
  put(prefix: string, bytes: Uint8Array): Promise<string>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  open(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the key's bytes; a key with nothing stored is not an error (cleanup may repeat). */
  delete(key: string): Promise<void>;
  /**
   * Every stored key (only keys as `put` makes them) with when it was written, a page at a time: what
   * the sweep of unreferenced files (storage-sweep.ts) walks.
   */
  list(): AsyncIterable<StoredObject>;
};

export type StoredObject = { key: string; lastModified: Date };

export type StorageSettings = { kind: "local"; dir: string } | ({ kind: "s3" } & S3StorageSettings);

export function createFileStorage(settings: StorageSettings): FileStorage {
  if (settings.kind === "s3") return createS3Storage(settings);
  return createLocalStorage(settings.dir);
}

/** Files under `root`, one per key; the key is checked against STORAGE_KEY before it becomes a path. */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...checkStorageKey(key).split("/"));
  return {
    async put(prefix, bytes) {
      const key = newStorageKey(prefix);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // `wx`: a key is never overwritten (a generated uuid never repeats, but be sure).
      await writeFile(file, bytes, { flag: "wx", mode: 0o600 });
      return key;
    },
    async open(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch {
        return null;
      }
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      let entries: Dirent<string>[];
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        // Nothing uploaded yet: no directory, nothing stored.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, file).split(path.sep).join("/");
        if (!STORAGE_KEY.test(key)) continue;
        try {
          yield { key, lastModified: (await stat(file)).mtime };
        } catch {
          // Removed meanwhile (another sweep, a failed submission's cleanup): nothing to list.
        }
      }
    },
  };
}

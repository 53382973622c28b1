import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/**
 * The file storage adapter (issue 14 item 6): bytes kept under a key the server generates, never a
 * name a client chose. Local disk under the data directory by default. An S3-compatible bucket would
 * plug in behind this same interface through `@aws-sdk/client-s3`, which is not installed yet.
 */
export type FileStorage = {
  /** Stores the bytes under a new generated key below `prefix` (a module's name); answers the key. */
  put(prefix: string, bytes: Uint8Array): Promise<string>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  open(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the key's bytes; a key with nothing stored is not an error (cleanup may repeat). */
  delete(key: string): Promise<void>;
};

export type StorageSettings = { kind: "local"; dir: string };

/** A key as `put` makes it: `<prefix>/<yyyy-mm>/<uuid>`, nothing a path could escape with. */
const KEY = /^[a-z][a-z0-9-]{0,31}\/\d{4}-\d{2}\/[0-9a-f-]{36}$/;

export function createFileStorage(settings: StorageSettings): FileStorage {
  return createLocalStorage(settings.dir);
}

/** Files under `root`, one per key; the key is checked against KEY before it becomes a path. */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return path.join(base, ...key.split("/"));
  };
  return {
    async put(prefix, bytes) {
      const month = new Date().toISOString().slice(0, 7);
      const key = `${prefix}/${month}/${randomUUID()}`;
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
  };
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { checkStorageKey, newStorageKey, STORAGE_KEY } from "./keys.ts";
import type { FileStorage } from "./storage.ts";

/** An S3-compatible bucket (STORAGE_DRIVER=s3; README "Configuration", docs/decisions/007). */
export type S3StorageSettings = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Ceph, R2 …); AWS S3 itself when unset. */
  endpoint?: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted). */
  forcePathStyle?: boolean | undefined;
  /** Unset: the SDK's own chain (AWS_* variables, an instance or task role, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key, e.g. `lumen/uploads/` to share a bucket; always ends with `/` when set. */
  prefix?: string | undefined;
};

/** The SDK's error of a key with nothing stored under it (GetObject answers NoSuchKey, HEAD NotFound). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * The files in a bucket through `@aws-sdk/client-s3`, under the same generated keys as on local disk
 * (below the optional prefix). Objects are private and stored as `application/octet-stream`: the
 * routes serve them (owner checked, download disposition) by streaming the object's body through,
 * never by a link into the bucket, and never read a whole object into memory.
 */
export function createS3Storage(settings: S3StorageSettings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle ?? false,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer
    // default (CRC32 trailers in aws-chunked bodies); the body's length is checked as it is.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const prefix = settings.prefix ?? "";
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${prefix}${checkStorageKey(key)}`;
  return {
    async put(modulePrefix, bytes) {
      const key = newStorageKey(modulePrefix);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: "application/octet-stream",
        }),
      );
      return key;
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        // The HTTP response's own stream: bytes flow to the client as the bucket sends them.
        return answer.Body ? (answer.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key with nothing under it too: repeating a cleanup is harmless.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      const pages = paginateListObjectsV2({ client }, { Bucket, ...(prefix ? { Prefix: prefix } : {}) });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          // Anything else in the bucket (another prefix's, a person's) is not ours to list.
          if (!object.Key?.startsWith(prefix) || !STORAGE_KEY.test(key) || !object.LastModified) continue;
          yield { key, lastModified: object.LastModified };
        }
      }
    },
  };
}

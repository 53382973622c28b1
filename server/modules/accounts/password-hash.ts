import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashes in better-auth's own format (`<hex salt>:<hex key>`, scrypt N=16384 r=16 p=1 into
 * 64 bytes, the password NFKC-normalised, the hex salt used as text), computed by Node's native
 * scrypt instead of better-auth's JavaScript one.
 *
 * Why: the JavaScript scrypt runs on the main thread and yields to it every few milliseconds, so
 * under load a sign-in waited behind every page being rendered (over 5 s on a busy 2-core machine).
 * Node's scrypt runs on libuv's thread pool, several times faster, and leaves the event loop free.
 * The format is unchanged, so hashes written by either verify with the other (password-hash.test.ts).
 */
const keyLength = 64;
// 128·N·r bytes of working memory is 32 MiB, exactly Node's default ceiling: allow some headroom.
const options = { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${(await deriveKey(password, salt)).toString("hex")}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, key] = hash.split(":");
  if (!salt || !key) throw new Error("Invalid password hash");
  const expected = Buffer.from(key, "hex");
  const actual = await deriveKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

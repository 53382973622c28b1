import * as betterAuthCrypto from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.ts";

/** API-03 ROUTE-02: the native scrypt keeps better-auth's hash format, so no stored password is lost. */
describe("password hashes", () => {
  const password = "Lumen-demo-2026";

  it("API-03 a hash written by better-auth's own scrypt verifies here, and only with its password", async () => {
    const hash = await betterAuthCrypto.hashPassword(password);
    expect(await verifyPassword({ hash, password })).toBe(true);
    expect(await verifyPassword({ hash, password: `${password}x` })).toBe(false);
  });

  it("API-03 a hash written here verifies with better-auth's own scrypt, and only with its password", async () => {
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthCrypto.verifyPassword({ hash, password })).toBe(true);
    expect(await betterAuthCrypto.verifyPassword({ hash, password: "Lumen-demo-2027" })).toBe(false);
  });

  it("API-03 every hash has its own salt, and a password is compared in its NFKC form as better-auth does", async () => {
    const first = await hashPassword(password);
    expect(await hashPassword(password)).not.toBe(first);
    // "ﬁ" (U+FB01) is "fi" in NFKC: both spellings are the same password, in either implementation.
    const ligature = await hashPassword("Magniﬁcent-2026");
    expect(await verifyPassword({ hash: ligature, password: "Magnificent-2026" })).toBe(true);
    expect(await betterAuthCrypto.verifyPassword({ hash: ligature, password: "Magnificent-2026" })).toBe(
      true,
    );
  });

  it("API-03 a malformed stored hash is an error, not a match", async () => {
    await expect(verifyPassword({ hash: "no-separator", password })).rejects.toThrow("Invalid password hash");
  });
});

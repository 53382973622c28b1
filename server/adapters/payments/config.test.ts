import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "../../env.ts";
import { deriveSandboxSecret } from "./index.ts";

describe("payment configuration", () => {
  it("the sandbox is the default; Stripe needs both of its keys, all or nothing", () => {
    expect(loadEnv({}).PAYMENT_PROVIDER).toBe("sandbox");
    expect(() => loadEnv({ PAYMENT_PROVIDER: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required once any STRIPE_/,
    );
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "abc", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(
      ConfigError,
    );
    const env = loadEnv({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
    });
    expect(env.PAYMENT_PROVIDER).toBe("stripe");
    expect(() => loadEnv({ PAYMENT_SANDBOX_SECRET: "short" })).toThrow(/PAYMENT_SANDBOX_SECRET/);
  });

  it("the derived sandbox secret is the same for the same auth secret (every process, every restart) and is not the auth secret", () => {
    const auth = "a".repeat(40);
    expect(deriveSandboxSecret(auth)).toBe(deriveSandboxSecret(auth));
    expect(deriveSandboxSecret(auth)).not.toBe(deriveSandboxSecret("b".repeat(40)));
    expect(deriveSandboxSecret(auth)).not.toContain(auth);
  });
});

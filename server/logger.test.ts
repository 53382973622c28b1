import { Writable } from "node:stream";
import { expect, it } from "vitest";
import { createLogger } from "./logger.ts";

it("passwords, tokens, client secrets and card data never reach a log line", () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger("info", sink);
  logger.info(
    {
      password: "hunter2-secret",
      body: { userToken: "tok-123-secret", card: { cardNumber: "4111111111111111", cvv: "123" } },
      headers: { authorization: "Bearer abc-secret", cookie: "session=xyz-secret" },
      email: "buyer@example.com",
      oidc: { clientSecret: "oidc-client-secret", client_secret: "form-client-secret" },
    },
    "sign-in",
  );
  const output = lines.join("");
  for (const secret of [
    "hunter2-secret",
    "tok-123-secret",
    "4111111111111111",
    "abc-secret",
    "xyz-secret",
    '"123"',
    "oidc-client-secret",
    "form-client-secret",
  ]) {
    expect(output).not.toContain(secret);
  }
  expect(output).toContain("buyer@example.com");
  expect(output).toContain("[redacted]");
});

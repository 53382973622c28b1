import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { expect, it } from "vitest";
import { createLogger, scrubSecrets } from "./logger.ts";

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

it("#10.1 a failed statement is logged without its parameters; messages and stacks are scrubbed", () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const cause = Object.assign(new Error('relation "auth_sessions" does not exist'), { code: "42P01" });
  const failed = new DrizzleQueryError(
    'select "id" from "auth_sessions" where "token" = $1',
    ["tok-in-params-secret"],
    cause,
  );
  const info = createLogger("info", sink);
  info.error({ err: failed }, "unhandled error");
  info.warn("calling https://idp.example/cb?code=code-in-url-secret&state=ok with Bearer bearer-secret-123");
  info.error({ err: new Error("token=query-secret-1 failed") }, "wrapped");
  const output = lines.join("");
  for (const secret of [
    "tok-in-params-secret",
    "code-in-url-secret",
    "bearer-secret-123",
    "query-secret-1",
  ]) {
    expect(output).not.toContain(secret);
  }
  expect(output).toContain('Database query failed: relation \\"auth_sessions\\" does not exist');
  expect(output).toContain('"code":"42P01"');
  // The SQL text only at debug level.
  expect(output).not.toContain("select");
  lines.length = 0;
  createLogger("debug", sink).error({ err: failed }, "unhandled error");
  expect(lines.join("")).toContain('select \\"id\\" from');
  expect(lines.join("")).not.toContain("tok-in-params-secret");
  expect(scrubSecrets("a=1&token=abc&b=2")).toBe("a=1&token=[redacted]&b=2");
});

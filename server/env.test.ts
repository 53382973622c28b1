import { expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.ts";
import { storageSettingsFromEnv } from "./services.ts";

it("applies documented defaults when nothing is set", () => {
  const env = loadEnv({});
  expect(env.PORT).toBe(3000);
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.DATA_DIR).toBe("./data");
  expect(env.SEED_DEMO_DATA).toBe(true);
  expect(env.BRAND_NAME.length).toBeGreaterThan(0);
});

it("CONST-34 brand colours green, navy and red come from configuration", () => {
  const env = loadEnv({
    BRAND_COLOR_GREEN: "#006b2e",
    BRAND_COLOR_NAVY: "#000080",
    BRAND_COLOR_RED: "#aa0000",
  });
  expect([env.BRAND_COLOR_GREEN, env.BRAND_COLOR_NAVY, env.BRAND_COLOR_RED]).toEqual([
    "#006b2e",
    "#000080",
    "#aa0000",
  ]);
});

it("#9.20 a brand colour too light for text on white (WCAG AA) is refused, naming its contrast", () => {
  expect(() => loadEnv({ BRAND_COLOR_GREEN: "#1f8a4c" })).toThrow(
    /BRAND_COLOR_GREEN: has 4\.3\d:1 contrast on white; WCAG AA needs 4\.5:1/,
  );
  expect(loadEnv({}).BRAND_COLOR_GREEN).toBe("#17773f");
});

it("names every bad variable in one clear error", () => {
  const attempt = () =>
    loadEnv({
      PORT: "not-a-port",
      DATABASE_URL: "mysql://x",
      BRAND_COLOR_RED: "red",
      BUSINESS_PORTAL_URL: "ftp://x",
    });
  expect(attempt).toThrow(ConfigError);
  try {
    attempt();
  } catch (error) {
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "BRAND_COLOR_RED", "BUSINESS_PORTAL_URL"]) {
      expect(message).toContain(name);
    }
  }
});

it("an empty DATABASE_URL means the embedded database", () => {
  expect(loadEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  expect(loadEnv({ DATABASE_URL: "postgres://u@h:5432/db" }).DATABASE_URL).toBe("postgres://u@h:5432/db");
});

it("#11.9 E2E_FIXTURES is off unless set to true, in every mode", () => {
  expect(loadEnv({}).E2E_FIXTURES).toBe(false);
  expect(loadEnv({ NODE_ENV: "development" }).E2E_FIXTURES).toBe(false);
  expect(loadEnv({ NODE_ENV: "production", E2E_FIXTURES: "true" }).E2E_FIXTURES).toBe(true);
  expect(() => loadEnv({ E2E_FIXTURES: "yes" })).toThrow(/E2E_FIXTURES/);
});

it("#11.9 E2E_FIXTURES=true is refused with a PUBLIC_URL that is not on this machine", () => {
  expect(() => loadEnv({ E2E_FIXTURES: "true", PUBLIC_URL: "https://shop.lumenor.example" })).toThrow(
    /E2E_FIXTURES: must be false when PUBLIC_URL is not a loopback address/,
  );
  for (const url of ["http://127.0.0.1:3100", "http://localhost:3000", "http://[::1]:3000"]) {
    expect(loadEnv({ E2E_FIXTURES: "true", PUBLIC_URL: url }).E2E_FIXTURES, url).toBe(true);
  }
  expect(loadEnv({ E2E_FIXTURES: "false", PUBLIC_URL: "https://shop.lumenor.example" }).E2E_FIXTURES).toBe(
    false,
  );
});

it("CART-16 CONST-38 AMB-06 CART_DESIGNATED_SKU_RULES: none by default; `SKU:47:1` entries or JSON; bad entries refused", () => {
  expect(loadEnv({}).CART_DESIGNATED_SKU_RULES).toEqual([]);
  expect(
    loadEnv({ CART_DESIGNATED_SKU_RULES: "EDL-4-10-40K:47:1, CTR-22-30-50K:10:2.5" })
      .CART_DESIGNATED_SKU_RULES,
  ).toEqual([
    { sku: "EDL-4-10-40K", maxQuantity: 47, exemptPercentBasisPoints: 100 },
    { sku: "CTR-22-30-50K", maxQuantity: 10, exemptPercentBasisPoints: 250 },
  ]);
  expect(
    loadEnv({ CART_DESIGNATED_SKU_RULES: '[{"sku":"EDL-4-10-40K","maxQuantity":47,"exemptPercentage":1}]' })
      .CART_DESIGNATED_SKU_RULES,
  ).toEqual([{ sku: "EDL-4-10-40K", maxQuantity: 47, exemptPercentBasisPoints: 100 }]);
  for (const bad of [
    "EDL-4-10-40K",
    "EDL-4-10-40K:47",
    "EDL:x:1",
    "EDL:47:1.001",
    "EDL:47:101",
    "[{",
    "a b:1:1",
    "X:1:1:1",
  ]) {
    expect(() => loadEnv({ CART_DESIGNATED_SKU_RULES: bad }), bad).toThrow(/CART_DESIGNATED_SKU_RULES/);
  }
});

it("#14.6 uploads go to local disk under DATA_DIR/uploads unless STORAGE_DRIVER=s3", () => {
  const env = loadEnv({ DATA_DIR: "/srv/lumen" });
  expect(env.STORAGE_DRIVER).toBe("local");
  expect(storageSettingsFromEnv(env)).toEqual({ kind: "local", dir: "/srv/lumen/uploads" });
  expect(env.STORAGE_SWEEP_GRACE_MINUTES).toBe(60);
  expect(env.STORAGE_SWEEP_INTERVAL_MINUTES).toBe(60);
});

it("#14.6 STORAGE_DRIVER=s3 selects the bucket: MinIO's endpoint, path style, keys and a prefix", () => {
  const env = loadEnv({
    STORAGE_DRIVER: "s3",
    S3_BUCKET: "lumen-uploads",
    S3_REGION: "us-east-1",
    S3_ENDPOINT: "http://minio.internal:9000",
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "minioadmin",
    S3_SECRET_ACCESS_KEY: "minio-secret",
    S3_PREFIX: "shop/uploads",
  });
  expect(storageSettingsFromEnv(env)).toEqual({
    kind: "s3",
    bucket: "lumen-uploads",
    region: "us-east-1",
    endpoint: "http://minio.internal:9000",
    forcePathStyle: true,
    credentials: { accessKeyId: "minioadmin", secretAccessKey: "minio-secret" },
    prefix: "shop/uploads/",
  });
  // On AWS itself, without keys: the SDK's own credentials (a role), virtual-hosted style.
  const aws = storageSettingsFromEnv(
    loadEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "b-1", S3_REGION: "eu-west-1" }),
  );
  expect(aws).toMatchObject({ kind: "s3", forcePathStyle: false, credentials: undefined, prefix: undefined });
});

it("#14.6 a half-configured bucket is refused, naming each missing or stray variable", () => {
  expect(() => loadEnv({ STORAGE_DRIVER: "s3" })).toThrow(
    /S3_BUCKET: is required when STORAGE_DRIVER=s3[\s\S]*S3_REGION: is required when STORAGE_DRIVER=s3/,
  );
  expect(() =>
    loadEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "b-1", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "id" }),
  ).toThrow(/S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID/);
  expect(() => loadEnv({ S3_BUCKET: "b-1" })).toThrow(/S3_BUCKET: is set but STORAGE_DRIVER is local/);
  expect(() => loadEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "Not_A_Bucket", S3_REGION: "us-east-1" })).toThrow(
    /S3_BUCKET: must be a bucket name/,
  );
  expect(() =>
    loadEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "b-1", S3_REGION: "us-east-1", S3_PREFIX: "../x" }),
  ).toThrow(/S3_PREFIX: must be a key prefix/);
  expect(() => loadEnv({ STORAGE_SWEEP_GRACE_MINUTES: "1" })).toThrow(/STORAGE_SWEEP_GRACE_MINUTES/);
  // Empty variables are unset, as in a copied .env.example.
  expect(loadEnv({ S3_BUCKET: "", S3_REGION: " " }).STORAGE_DRIVER).toBe("local");
});

it("NEWS-04 NEWSLETTER_PROVIDER_URL: none by default (sign-ups only kept); https, or http for this machine only", () => {
  const none = loadEnv({ NEWSLETTER_PROVIDER_URL: "" });
  expect(none.NEWSLETTER_PROVIDER_URL).toBeUndefined();
  expect(none.NEWSLETTER_FORWARD_INTERVAL_SECONDS).toBe(60);
  const mailchimp = "https://us21.list-manage.com/subscribe/post?u=abc123&id=def456";
  expect(loadEnv({ NEWSLETTER_PROVIDER_URL: mailchimp }).NEWSLETTER_PROVIDER_URL).toBe(mailchimp);
  expect(loadEnv({ NEWSLETTER_PROVIDER_URL: "http://127.0.0.1:8025/post" }).NEWSLETTER_PROVIDER_URL).toBe(
    "http://127.0.0.1:8025/post",
  );
  expect(() => loadEnv({ NEWSLETTER_PROVIDER_URL: "http://lists.example.com/post" })).toThrow(
    /NEWSLETTER_PROVIDER_URL/,
  );
  expect(() => loadEnv({ NEWSLETTER_FORWARD_INTERVAL_SECONDS: "1" })).toThrow(
    /NEWSLETTER_FORWARD_INTERVAL_SECONDS/,
  );
});

it("issue 16 item 4: the assistant's remote model is named completely (ASSISTANT_BASE_URL and ASSISTANT_MODEL) or not at all", () => {
  expect(loadEnv({}).ASSISTANT_BASE_URL).toBeUndefined();
  const local = loadEnv({ ASSISTANT_BASE_URL: "http://127.0.0.1:11434/v1", ASSISTANT_MODEL: "llama3.1" });
  expect([local.ASSISTANT_BASE_URL, local.ASSISTANT_MODEL, local.ASSISTANT_API_KEY]).toEqual([
    "http://127.0.0.1:11434/v1",
    "llama3.1",
    undefined,
  ]);
  expect(() => loadEnv({ ASSISTANT_MODEL: "gpt-4.1-mini" })).toThrow(/ASSISTANT_BASE_URL: is required/);
  expect(() => loadEnv({ ASSISTANT_API_KEY: "sk-123" })).toThrow(/ASSISTANT_MODEL: is required/);
  expect(loadEnv({}).ASSISTANT_QUESTIONS_PER_MINUTE).toBe(20);
});

it("#17 PROCESSES: one by default; more need DATABASE_URL (the embedded database is one process's)", () => {
  expect(loadEnv({}).PROCESSES).toBe(1);
  expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(10);
  expect(() => loadEnv({ PROCESSES: "2" })).toThrow(/PROCESSES: must be 1 without DATABASE_URL/);
  expect(loadEnv({ PROCESSES: "2", DATABASE_URL: "postgres://db.example/lumen" }).PROCESSES).toBe(2);
  expect(() => loadEnv({ PROCESSES: "0" })).toThrow(/PROCESSES/);
});

import { expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.ts";

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
    BRAND_COLOR_GREEN: "#00aa00",
    BRAND_COLOR_NAVY: "#000080",
    BRAND_COLOR_RED: "#aa0000",
  });
  expect([env.BRAND_COLOR_GREEN, env.BRAND_COLOR_NAVY, env.BRAND_COLOR_RED]).toEqual([
    "#00aa00",
    "#000080",
    "#aa0000",
  ]);
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

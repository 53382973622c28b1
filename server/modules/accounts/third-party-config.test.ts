import { expect, it } from "vitest";
import { toPublicConfig } from "../../config.ts";
import { ConfigError, loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { serviceSettingsFromEnv } from "../../services.ts";

/** USER-16: the third-party identity provider's settings, validated once at start-up (server/env.ts). */
const secret = "s3cret-never-shown-4b1d";
const complete = {
  OIDC_PROVIDER_ID: "contoso-sso",
  OIDC_PROVIDER_NAME: "Contoso SSO",
  OIDC_CLIENT_ID: "portal-client",
  OIDC_CLIENT_SECRET: secret,
  OIDC_DISCOVERY_URL: "https://login.contoso.example/v2.0/.well-known/openid-configuration",
};

function configError(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("the configuration was accepted");
}

it("USER-16 without any OIDC_* variable there is no provider: nothing changes", () => {
  const env = loadEnv({});
  expect(toPublicConfig(env).thirdPartySignIn).toBeNull();
  expect(serviceSettingsFromEnv(env, createLogger("silent")).auth.thirdParty).toBeUndefined();
  // Empty values are unset, as in a copied .env.example.
  expect(loadEnv({ OIDC_PROVIDER_ID: "", OIDC_CLIENT_SECRET: " " }).OIDC_PROVIDER_ID).toBeUndefined();
});

it("USER-16 the settings are all or nothing: a partial configuration names every missing variable", () => {
  const message = configError({ OIDC_CLIENT_ID: "portal-client", OIDC_CLIENT_SECRET: secret });
  for (const name of [
    "OIDC_PROVIDER_ID",
    "OIDC_PROVIDER_NAME",
    "OIDC_AUTHORIZATION_URL",
    "OIDC_TOKEN_URL",
    "OIDC_USERINFO_URL",
  ]) {
    expect(message).toMatch(new RegExp(`^  ${name}: is required`, "m"));
  }
  expect(message).not.toMatch(/^ {2}OIDC_CLIENT_ID:/m);
  // Named together with any other bad variable, in one start-up.
  expect(configError({ PORT: "none", OIDC_PROVIDER_ID: "contoso-sso" })).toMatch(
    /PORT:[\s\S]*OIDC_CLIENT_SECRET: is required/,
  );
});

it("USER-16 the endpoints come from OIDC_DISCOVERY_URL or from all three endpoint URLs, not a mix", () => {
  expect(loadEnv(complete).OIDC_DISCOVERY_URL).toBe(complete.OIDC_DISCOVERY_URL);
  const explicit = {
    ...complete,
    OIDC_DISCOVERY_URL: "",
    OIDC_AUTHORIZATION_URL: "https://idp.example/authorize",
    OIDC_TOKEN_URL: "https://idp.example/token",
    OIDC_USERINFO_URL: "https://idp.example/userinfo",
  };
  expect(serviceSettingsFromEnv(loadEnv(explicit), createLogger("silent")).auth.thirdParty).toEqual({
    providerId: "contoso-sso",
    name: "Contoso SSO",
    clientId: "portal-client",
    clientSecret: secret,
    scopes: ["openid", "email", "profile"],
    discoveryUrl: undefined,
    authorizationUrl: "https://idp.example/authorize",
    tokenUrl: "https://idp.example/token",
    userInfoUrl: "https://idp.example/userinfo",
  });
  expect(configError({ ...explicit, OIDC_USERINFO_URL: "" })).toMatch(
    /OIDC_USERINFO_URL: is required without OIDC_DISCOVERY_URL/,
  );
  expect(configError({ ...complete, OIDC_TOKEN_URL: "https://idp.example/token" })).toMatch(
    /OIDC_TOKEN_URL: must be empty when OIDC_DISCOVERY_URL is set/,
  );
});

it("USER-16 the provider is reached over https only (http for localhost), under a slug that is not a password method", () => {
  expect(
    configError({ ...complete, OIDC_DISCOVERY_URL: "http://login.contoso.example/.well-known" }),
  ).toMatch(/OIDC_DISCOVERY_URL: must be an https URL/);
  expect(
    loadEnv({ ...complete, OIDC_DISCOVERY_URL: "http://127.0.0.1:8080/.well-known" }).OIDC_DISCOVERY_URL,
  ).toBe("http://127.0.0.1:8080/.well-known");
  expect(configError({ ...complete, OIDC_PROVIDER_ID: "Contoso SSO" })).toMatch(
    /OIDC_PROVIDER_ID: must be a slug/,
  );
  expect(configError({ ...complete, OIDC_PROVIDER_ID: "credential" })).toMatch(
    /OIDC_PROVIDER_ID: is reserved/,
  );
});

it("USER-16 scopes default to openid email profile and may be set space- or comma-separated", () => {
  expect(loadEnv(complete).OIDC_SCOPES).toEqual(["openid", "email", "profile"]);
  expect(loadEnv({ ...complete, OIDC_SCOPES: "openid, email offline_access" }).OIDC_SCOPES).toEqual([
    "openid",
    "email",
    "offline_access",
  ]);
  expect(configError({ ...complete, OIDC_SCOPES: 'openid "quoted"' })).toMatch(/OIDC_SCOPES/);
});

it("USER-16 SEC the pages get the provider's name only; no error message shows the client secret", () => {
  const config = toPublicConfig(loadEnv(complete));
  expect(config.thirdPartySignIn).toEqual({ providerId: "contoso-sso", name: "Contoso SSO" });
  const seen = JSON.stringify(config);
  for (const hidden of [secret, "portal-client", "login.contoso.example"]) expect(seen).not.toContain(hidden);
  expect(configError({ ...complete, OIDC_PROVIDER_NAME: "" })).not.toContain(secret);
  expect(configError({ ...complete, OIDC_CLIENT_SECRET: "x".repeat(2049) })).not.toContain("xxxx");
});

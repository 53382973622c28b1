import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

/** A person as the provider knows them: the claims its userinfo endpoint answers. */
export type ProviderPerson = {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
};

/** How the provider behaves for the next sign-in; tests change it between flows. */
export type ProviderBehaviour = {
  /** `approve`: the person signs in; `deny`: they refuse (or the provider refuses them). */
  authorize: "approve" | "deny";
  /** `fail`: the token endpoint answers 500. */
  token: "ok" | "fail";
  person: ProviderPerson;
};

export type FakeIdentityProvider = Awaited<ReturnType<typeof startFakeIdentityProvider>>;

const base64url = (bytes: Buffer) => bytes.toString("base64url");

/**
 * A small OpenID Connect / OAuth 2 provider on 127.0.0.1 (a free port) standing in for a company's
 * identity provider in tests: discovery document, authorize (redirects back with a code and the
 * state), token (checks the client secret, the redirect URI and PKCE), userinfo. It is the outside
 * system, not a stand-in for any of our code.
 */
export async function startFakeIdentityProvider(client: { clientId: string; clientSecret: string }) {
  const behaviour: ProviderBehaviour = {
    authorize: "approve",
    token: "ok",
    person: { sub: "p-0", email: "nobody@example.com", email_verified: true },
  };
  const codes = new Map<string, { challenge: string; redirectUri: string; person: ProviderPerson }>();
  const accessTokens = new Map<string, ProviderPerson>();
  /** What reached the provider, for the tests' checks (e.g. the authorize parameters). */
  const seen = { authorize: [] as URLSearchParams[], tokenRequests: 0 };

  const app = new Hono();
  let issuer = "";

  app.get("/.well-known/openid-configuration", (c) =>
    c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      code_challenge_methods_supported: ["S256"],
    }),
  );

  app.get("/authorize", (c) => {
    const query = new URL(c.req.url).searchParams;
    seen.authorize.push(query);
    const redirectUri = query.get("redirect_uri") ?? "";
    const state = query.get("state") ?? "";
    if (
      query.get("client_id") !== client.clientId ||
      query.get("response_type") !== "code" ||
      query.get("code_challenge_method") !== "S256" ||
      !query.get("code_challenge") ||
      !redirectUri
    ) {
      return c.text("bad authorization request", 400);
    }
    const back = new URL(redirectUri);
    if (behaviour.authorize === "deny") {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "The user refused <b>access</b>");
    } else {
      const code = base64url(randomBytes(16));
      codes.set(code, {
        challenge: query.get("code_challenge") ?? "",
        redirectUri,
        person: { ...behaviour.person },
      });
      back.searchParams.set("code", code);
    }
    back.searchParams.set("state", state);
    return c.redirect(back.toString(), 302);
  });

  app.post("/token", async (c) => {
    seen.tokenRequests += 1;
    if (behaviour.token === "fail") return c.json({ error: "server_error" }, 500);
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
    if (field("client_id") !== client.clientId || field("client_secret") !== client.clientSecret) {
      return c.json({ error: "invalid_client" }, 401);
    }
    const grant = codes.get(field("code"));
    codes.delete(field("code"));
    const verifier = field("code_verifier");
    if (
      field("grant_type") !== "authorization_code" ||
      !grant ||
      grant.redirectUri !== field("redirect_uri") ||
      base64url(createHash("sha256").update(verifier).digest()) !== grant.challenge
    ) {
      return c.json({ error: "invalid_grant" }, 400);
    }
    const accessToken = base64url(randomBytes(24));
    accessTokens.set(accessToken, grant.person);
    return c.json({ access_token: accessToken, token_type: "Bearer", expires_in: 3600, scope: "openid" });
  });

  app.get("/userinfo", (c) => {
    const token = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    const person = accessTokens.get(token);
    if (!person) return c.json({ error: "invalid_token" }, 401);
    return c.json(person);
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    behaviour,
    seen,
    /** Every access token the provider handed out. */
    accessTokens: () => [...accessTokens.keys()],
    /** The provider's settings as an administrator would put them into the environment. */
    env: (mode: "explicit" | "discovery", providerId = "acme-sso", name = "Acme SSO") => ({
      OIDC_PROVIDER_ID: providerId,
      OIDC_PROVIDER_NAME: name,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
      ...(mode === "discovery"
        ? { OIDC_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration` }
        : {
            OIDC_AUTHORIZATION_URL: `${issuer}/authorize`,
            OIDC_TOKEN_URL: `${issuer}/token`,
            OIDC_USERINFO_URL: `${issuer}/userinfo`,
          }),
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

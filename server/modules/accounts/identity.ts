import { z } from "zod";
import { DEFAULT_SIGNED_IN_PATH, safeRedirect } from "../../../lib/shared/redirects.ts";
import { AppError } from "../../errors.ts";
import {
  ACCOUNT_LOCKED,
  type Auth,
  accountLockedMessage,
  authBasePath,
  clientIpHeader,
  thirdPartyErrorPath,
} from "./auth.ts";
import type { AccountGuards } from "./guards.ts";

/** The parts of an incoming request the identity calls need: cookies, bearer token, client address. */
export type ClientRequest = { headers: Headers; ip: string };

/** What a sign-in or sign-up answers: the cookies to set and, for API clients, the bearer token. */
export type IssuedSession = { userId: string; setCookies: string[]; token: string | null };

/** A started third-party sign-in: the provider's authorization URL and the cookie that binds the flow. */
export type ThirdPartyStart = { url: string; setCookies: string[] };

const socialSignInAnswer = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** What the identity calls work with: better-auth, the site's origin, the sign-in guards, the provider. */
type IdentityContext = {
  auth: Auth;
  baseURL: string;
  guards: Pick<AccountGuards, "beforeSignIn">;
  thirdPartyProviderId: string | undefined;
};

/**
 * Calls better-auth's HTTP handler from inside the server, so that page actions and our own
 * endpoints go through the same origin check, rate limit and cookie handling as a browser would.
 */
export function createIdentity(
  auth: Auth,
  baseURL: string,
  guards: Pick<AccountGuards, "beforeSignIn">,
  thirdPartyProviderId?: string,
) {
  const identity: IdentityContext = { auth, baseURL, guards, thirdPartyProviderId };
  return {
    signUp: (client: ClientRequest, input: { email: string; password: string; name: string }) =>
      signUp(identity, client, input),
    signIn: (client: ClientRequest, input: { email: string; password: string }) =>
      signIn(identity, client, input),
    startThirdPartySignIn: (client: ClientRequest, redirectTo: string) =>
      startThirdPartySignIn(identity, client, redirectTo),
    signOut: (client: ClientRequest) => signOut(identity, client),
    requestPasswordReset: (client: ClientRequest, email: string) =>
      requestPasswordReset(identity, client, email),
    resetPassword: (client: ClientRequest, token: string, password: string) =>
      resetPassword(identity, client, token, password),
    changePassword: (client: ClientRequest, currentPassword: string, newPassword: string) =>
      changePassword(identity, client, currentPassword, newPassword),
    resetTokenIsValid: (token: string) => resetTokenIsValid(identity, token),
    passwordFirstStep: (client: ClientRequest, input: { email: string; password: string }) =>
      passwordFirstStep(identity, client, input),
    enableAuthenticator: (client: ClientRequest, password: string) =>
      enableAuthenticator(identity, client, password),
    verifyAuthenticatorCode: (client: ClientRequest, code: string) =>
      verifyAuthenticatorCode(identity, client, code),
    /** The user id of the request's session (cookie or bearer token), or null for a guest. */
    async sessionUserId(headers: Headers): Promise<string | null> {
      const session = await auth.api.getSession({ headers });
      return session?.user.id ?? null;
    },
  };
}

export type Identity = ReturnType<typeof createIdentity>;

/** A POST to the identity service's `path` on behalf of `client`: its cookies, token, agent and address. */
async function call(
  { auth, baseURL }: IdentityContext,
  path: string,
  client: ClientRequest,
  body: unknown,
): Promise<Response> {
  const headers = new Headers({ "content-type": "application/json", origin: baseURL });
  const cookie = client.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const authorization = client.headers.get("authorization");
  if (authorization) headers.set("authorization", authorization);
  const userAgent = client.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  headers.set(clientIpHeader, client.ip);
  return auth.handler(
    new Request(new URL(`${authBasePath}${path}`, baseURL), {
      method: "POST",
      headers,
      body: JSON.stringify(body ?? {}),
    }),
  );
}

/** The session a successful sign-in, sign-up or password change answered. */
async function issued(response: Response): Promise<IssuedSession> {
  const body = (await response.json()) as { user?: { id?: string }; token?: string | null };
  if (!body.user?.id) throw new Error("the identity service answered without a user");
  return {
    userId: body.user.id,
    setCookies: response.headers.getSetCookie(),
    token: response.headers.get("set-auth-token") ?? body.token ?? null,
  };
}

/** The identity service's refusal as the AppError a person reads; `fallback` when it says nothing. */
async function failure(response: Response, fallback: string): Promise<AppError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (response.status === 429) {
    return new AppError("RATE_LIMITED", "Too many attempts. Please wait a minute and try again.");
  }
  if (body.code === "USER_ALREADY_EXISTS" || body.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
    return new AppError("CONFLICT", "An account with this email address already exists.");
  }
  // Issue 33: only the right password reaches the session, so saying "locked" tells nothing to a guesser.
  if (body.code === ACCOUNT_LOCKED) return new AppError("FORBIDDEN", accountLockedMessage);
  if (response.status === 401 || body.code === "INVALID_EMAIL_OR_PASSWORD") {
    return new AppError("UNAUTHENTICATED", "Invalid email or password.");
  }
  return new AppError("VALIDATION", body.message || fallback);
}

async function signUp(
  identity: IdentityContext,
  client: ClientRequest,
  input: { email: string; password: string; name: string },
): Promise<IssuedSession> {
  const response = await call(identity, "/sign-up/email", client, {
    ...input,
    callbackURL: "/user?verified=1",
  });
  if (!response.ok) throw await failure(response, "Registration failed.");
  return issued(response);
}

async function signIn(
  identity: IdentityContext,
  client: ClientRequest,
  input: { email: string; password: string },
): Promise<IssuedSession> {
  // #10.5: limited per account and, with a higher ceiling, per client address, before any check.
  await identity.guards.beforeSignIn(client, input.email);
  const response = await call(identity, "/sign-in/email", client, { ...input, rememberMe: true });
  if (!response.ok) throw await failure(response, "Sign-in failed.");
  return issued(response);
}

/**
 * USER-16: starts a sign-in at the configured identity provider. The browser is to be sent to the
 * answered URL; the provider sends it back to better-auth's callback, which signs the person in
 * and goes on to `redirectTo`, or on failure to the sign-in page with `?error=…` (redirectTo kept).
 */
async function startThirdPartySignIn(
  identity: IdentityContext,
  client: ClientRequest,
  redirectTo: string,
): Promise<ThirdPartyStart> {
  const { thirdPartyProviderId } = identity;
  if (!thirdPartyProviderId) throw new AppError("NOT_FOUND", "Third-party sign-in is not configured.");
  const next = safeRedirect(redirectTo);
  const errorPath =
    next === DEFAULT_SIGNED_IN_PATH
      ? thirdPartyErrorPath
      : `${thirdPartyErrorPath}?${new URLSearchParams({ redirectTo: next })}`;
  const response = await call(identity, "/sign-in/social", client, {
    provider: thirdPartyProviderId,
    callbackURL: next,
    errorCallbackURL: errorPath,
    disableRedirect: true,
  });
  if (response.status === 404) {
    // The provider's discovery document could not be read (better-auth retries on each start).
    await response.body?.cancel();
    throw new AppError("UNAVAILABLE", "The sign-in service cannot be reached right now.");
  }
  if (!response.ok) throw await failure(response, "The sign-in could not be started.");
  const { url } = socialSignInAnswer.parse(await response.json());
  return { url, setCookies: response.headers.getSetCookie() };
}

/** Ends the session of the request; answers the cookies that clear it in the browser. */
async function signOut(identity: IdentityContext, client: ClientRequest): Promise<string[]> {
  const response = await call(identity, "/sign-out", client, {});
  await response.body?.cancel();
  return response.headers.getSetCookie();
}

async function requestPasswordReset(
  identity: IdentityContext,
  client: ClientRequest,
  email: string,
): Promise<void> {
  const response = await call(identity, "/request-password-reset", client, {
    email,
    redirectTo: "/reset-password",
  });
  if (!response.ok) throw await failure(response, "The reset mail could not be sent.");
  await response.body?.cancel();
}

async function resetPassword(
  identity: IdentityContext,
  client: ClientRequest,
  token: string,
  password: string,
): Promise<void> {
  const response = await call(identity, "/reset-password", client, { token, newPassword: password });
  if (!response.ok) {
    const error = await failure(response, "This reset link is invalid or has expired.");
    throw error.code === "VALIDATION"
      ? new AppError("VALIDATION", "This reset link is invalid or has expired.")
      : error;
  }
  await response.body?.cancel();
}

/**
 * #9.9: the signed-in user's new password, proved by the current one. Every other session of the
 * user ends (a stolen session does not survive the change); this one is issued anew.
 */
async function changePassword(
  identity: IdentityContext,
  client: ClientRequest,
  currentPassword: string,
  newPassword: string,
): Promise<IssuedSession> {
  const response = await call(identity, "/change-password", client, {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
  if (response.ok) return issued(response);
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  if (body.code === "INVALID_PASSWORD") {
    await response.body?.cancel();
    throw new AppError("VALIDATION", "The current password is not correct.");
  }
  throw await failure(response, "The password could not be changed.");
}

/**
 * Whether a reset link's token is still good, asked of the identity service the way the mailed
 * link is checked (#9.8), without using the token up: the page says so before anyone types.
 */
async function resetTokenIsValid({ auth, baseURL }: IdentityContext, token: string): Promise<boolean> {
  const url = new URL(`${authBasePath}/reset-password/${encodeURIComponent(token)}`, baseURL);
  url.searchParams.set("callbackURL", "/reset-password");
  const response = await auth.handler(new Request(url));
  await response.body?.cancel();
  const location = response.headers.get("location");
  return response.status >= 300 && response.status < 400 && location !== null && !location.includes("error=");
}

/**
 * The first step of a sign-in whose person may have a second factor (issue 33, staff): the password,
 * behind the same limits as every sign-in. A person with an authenticator app gets no session yet,
 * only the short-lived cookie that carries the code step; one without gets a password-only session
 * (which the staff console does not accept; it is only good for setting up the app).
 */
async function passwordFirstStep(
  identity: IdentityContext,
  client: ClientRequest,
  input: { email: string; password: string },
): Promise<{ needsCode: boolean; setCookies: string[] }> {
  await identity.guards.beforeSignIn(client, input.email);
  const response = await call(identity, "/sign-in/email", client, { ...input, rememberMe: false });
  if (!response.ok) throw await failure(response, "Sign-in failed.");
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  return { needsCode: body.twoFactorRedirect === true, setCookies: response.headers.getSetCookie() };
}

/** Starts setting up an authenticator app for the session's person: its otpauth URI and backup codes. */
async function enableAuthenticator(
  identity: IdentityContext,
  client: ClientRequest,
  password: string,
): Promise<{ totpURI: string; backupCodes: string[] }> {
  const response = await call(identity, "/two-factor/enable", client, { password, method: "totp" });
  if (!response.ok) throw await failure(response, "The authenticator app could not be set up.");
  const body = z
    .object({ totpURI: z.string().startsWith("otpauth://"), backupCodes: z.array(z.string()) })
    .parse(await response.json());
  return body;
}

/**
 * A code from the authenticator app: the second step of a sign-in (with its cookie), or the
 * confirmation that ends setting the app up (with the password-only session). Either way the
 * identity service issues a new session, answered with the cookies that carry it.
 */
async function verifyAuthenticatorCode(
  identity: IdentityContext,
  client: ClientRequest,
  code: string,
): Promise<IssuedSession> {
  const response = await call(identity, "/two-factor/verify-totp", client, { code });
  if (response.ok) {
    const setCookies = response.headers.getSetCookie();
    const body = (await response.json().catch(() => ({}))) as { token?: string; user?: { id?: string } };
    return { userId: body.user?.id ?? "", setCookies, token: body.token ?? null };
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw new AppError("RATE_LIMITED", "Too many attempts. Please wait a minute and try again.");
  }
  await response.body?.cancel();
  throw new AppError("UNAUTHENTICATED", "That code is not right, or it has expired. Try the current one.");
}

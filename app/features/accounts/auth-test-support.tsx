import { RouterContextProvider } from "react-router";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { toPublicConfig } from "../../../server/config.ts";
import { loadEnv } from "../../../server/env.ts";
import { createPageContext, type PageContext } from "../../../server/page-context.ts";
import { pageContext } from "../../context.ts";

/** The brand the tests' pages run under. */
export const testConfig: PublicConfig = {
  brand: { name: "Lumenor", tagline: "Commercial lighting", logoUrl: "/logo.svg" },
  contact: { phone: "+1 555 0100", email: "hello@lumenor.example", address: "1 Light Way" },
  colors: { green: "#17773f", navy: "#14264a", red: "#c8283b" },
  links: { businessPortal: "https://portal.example", dataBank: "https://data.example" },
  fraudAlertText: "",
  social: [],
  thirdPartySignIn: null,
};

/**
 * The request context the pages' loaders read: the brand and who is signed in. It holds no module
 * services, so a loader that reached for one would fail the test rather than pass on a stand-in.
 */
export function pageContextFor(
  viewer: SessionUser | null = null,
  config: PublicConfig = testConfig,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageContext, {
    requestId: "test",
    clientIp: "127.0.0.1",
    viewer,
    config,
  } as PageContext);
  return context;
}

/**
 * The request context as the server builds it (createPageContext) around real module services, for
 * tests that run a loader or an action against a database as the signed-in `viewer` (or a guest).
 */
export function servicePageContext(
  services: Parameters<typeof createPageContext>[0],
  viewer: SessionUser | null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(
    pageContext,
    createPageContext(services, toPublicConfig(loadEnv({})), {
      requestId: "test",
      clientIp: "127.0.0.1",
      viewer,
    }),
  );
  return context;
}

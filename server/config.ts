import type { PublicConfig } from "../lib/shared/public-config.ts";
import type { Env } from "./env.ts";

export function toPublicConfig(env: Env): PublicConfig {
  const social = [
    { label: "Facebook", url: env.SOCIAL_FACEBOOK_URL },
    { label: "LinkedIn", url: env.SOCIAL_LINKEDIN_URL },
    { label: "YouTube", url: env.SOCIAL_YOUTUBE_URL },
    { label: "Instagram", url: env.SOCIAL_INSTAGRAM_URL },
  ].filter((s): s is { label: string; url: string } => Boolean(s.url));
  return {
    brand: { name: env.BRAND_NAME, tagline: env.BRAND_TAGLINE, logoUrl: env.BRAND_LOGO_URL },
    contact: { phone: env.BRAND_PHONE, email: env.BRAND_EMAIL, address: env.BRAND_ADDRESS },
    colors: { green: env.BRAND_COLOR_GREEN, navy: env.BRAND_COLOR_NAVY, red: env.BRAND_COLOR_RED },
    links: { businessPortal: env.BUSINESS_PORTAL_URL, dataBank: env.DATA_BANK_URL },
    fraudAlertText: env.FRAUD_ALERT_TEXT,
    social,
    thirdPartySignIn:
      env.OIDC_PROVIDER_ID && env.OIDC_PROVIDER_NAME
        ? { providerId: env.OIDC_PROVIDER_ID, name: env.OIDC_PROVIDER_NAME }
        : null,
  };
}

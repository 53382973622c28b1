import { FileWarning, Heart, LayoutGrid } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { layoutRequestMailto, telHref } from "../../../lib/shared/contact-links.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import type { FeatureTabValue } from "./portal-tabs.ts";

type EmptyCopy = {
  icon: ReactNode;
  title: string;
  body: string;
  action: (contact: Contact) => { label: string; href: string; internal: boolean };
};
type Contact = PublicConfig["contact"];
/** The feature tabs still without their feature: the quotes tab lists quotes (features/quotes). */
export type EmptyFeatureTab = Exclude<FeatureTabValue, "my-quotes-/-projects">;

const iconProps = { "aria-hidden": true, size: 36, className: "mx-auto text-slate-400" } as const;
const browse = () => ({ label: "Browse products", href: "/", internal: true });

/**
 * What each feature tab shows while it has nothing. Each says only what is true today (#9.3): the
 * tab's own feature arrives with the issue that builds it, and until then the way forward is the
 * catalogue or the sales desk, never a link to a page that does not exist.
 */
const emptyStates: Record<EmptyFeatureTab, EmptyCopy> = {
  "my-favorite-items": {
    icon: <Heart {...iconProps} />,
    title: "No favorite items yet.",
    body: "Saving favorites is not available yet. Browse or search the catalogue by name or part number.",
    action: browse,
  },
  "my-lighting-layouts": {
    icon: <LayoutGrid {...iconProps} />,
    title: "No lighting layouts yet.",
    body: "Lighting layouts cannot be requested online yet. Email our design team and they will prepare one.",
    action: (contact) => ({
      label: "Request a layout by email",
      href: layoutRequestMailto(contact.email),
      internal: false,
    }),
  },
  "my-warranty-claims": {
    icon: <FileWarning {...iconProps} />,
    title: "No warranty claims yet.",
    body: "Warranty claims cannot be filed online yet. Call or email us and we will open one for you.",
    action: (contact) => ({ label: `Call ${contact.phone}`, href: telHref(contact.phone), internal: false }),
  },
};

export function FeatureTabPanel({ tab, contact }: { tab: EmptyFeatureTab; contact: Contact }) {
  const copy = emptyStates[tab];
  const action = copy.action(contact);
  const actionClass =
    "mt-5 inline-block rounded-md bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90";
  return (
    <div
      className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center"
      data-testid="portal-empty"
    >
      {copy.icon}
      <p className="mt-3 text-lg font-bold text-brand-navy">{copy.title}</p>
      <p className="mt-1 text-slate-600">{copy.body}</p>
      {action.internal ? (
        <Link to={action.href} className={actionClass}>
          {action.label}
        </Link>
      ) : (
        <a href={action.href} className={actionClass}>
          {action.label}
        </a>
      )}
    </div>
  );
}

import { ClipboardList, FileWarning, Heart, LayoutGrid } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FeatureTabValue } from "../../../lib/portal-tabs.ts";

type EmptyCopy = { icon: ReactNode; title: string; body: string; link: { label: string; to: string } };

const iconProps = { "aria-hidden": true, size: 36, className: "mx-auto text-slate-400" } as const;

/** What each feature tab shows while it has nothing: an honest empty state and the way to start. */
const emptyStates: Record<FeatureTabValue, EmptyCopy> = {
  "my-favorite-items": {
    icon: <Heart {...iconProps} />,
    title: "No favorite items yet.",
    body: "Products you mark as favorites appear here, so you can find them again quickly.",
    link: { label: "Browse products", to: "/" },
  },
  "my-quotes-/-projects": {
    icon: <ClipboardList {...iconProps} />,
    title: "No quotes or projects yet.",
    body: "Quotes you save and projects you add products to appear here.",
    link: { label: "Browse products", to: "/" },
  },
  "my-lighting-layouts": {
    icon: <LayoutGrid {...iconProps} />,
    title: "No lighting layouts yet.",
    body: "Lighting layout requests you send to our designers appear here.",
    link: { label: "Request a lighting layout", to: "/lightdesignlayoutrequest" },
  },
  "my-warranty-claims": {
    icon: <FileWarning {...iconProps} />,
    title: "No warranty claims yet.",
    body: "Warranty claims you file appear here with their status.",
    link: { label: "File a warranty claim", to: "/warranty-claim" },
  },
};

export function FeatureTabPanel({ tab }: { tab: FeatureTabValue }) {
  const copy = emptyStates[tab];
  return (
    <div
      className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center"
      data-testid="portal-empty"
    >
      {copy.icon}
      <p className="mt-3 text-lg font-bold text-brand-navy">{copy.title}</p>
      <p className="mt-1 text-slate-600">{copy.body}</p>
      <Link
        to={copy.link.to}
        className="mt-5 inline-block rounded-md bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90"
      >
        {copy.link.label}
      </Link>
    </div>
  );
}

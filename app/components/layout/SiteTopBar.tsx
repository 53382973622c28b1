import { Database, ExternalLink, Phone, ShieldAlert } from "lucide-react";
import { telHref } from "../../../lib/shared/contact-links.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { Dialog, DialogHeader } from "../ui/Dialog.tsx";

const topBarLinkClass = "flex items-center gap-1.5 rounded px-2 py-1 hover:bg-white/10";

/** The navy bar above the header: the tagline, the fraud alert, the data bank, the phone, the portal. */
export function SiteTopBar({ config, onFraudAlert }: { config: PublicConfig; onFraudAlert: () => void }) {
  return (
    <div className="bg-brand-navy text-white">
      {/* #9.1: the items never wrap; the tagline gives way (cut with an ellipsis, then hidden). */}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 whitespace-nowrap px-4 py-1.5 text-xs sm:text-sm">
        <p className="hidden min-w-0 truncate lg:block">{config.brand.tagline}</p>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-3">
          <button
            type="button"
            onClick={onFraudAlert}
            className={topBarLinkClass}
            aria-label="Fraud alert"
            data-testid="topbar-fraud-alert"
          >
            <ShieldAlert aria-hidden size={16} className="text-amber-300" />
            <span className="hidden sm:inline">Fraud Alert</span>
          </button>
          <a
            href={config.links.dataBank}
            target="_blank"
            rel="noopener noreferrer"
            className={topBarLinkClass}
            aria-label="Data bank (opens in a new tab)"
            data-testid="topbar-data-bank"
          >
            <Database aria-hidden size={16} />
            <span className="hidden sm:inline">Data Bank</span>
          </a>
          <a
            href={telHref(config.contact.phone)}
            className={topBarLinkClass}
            aria-label={`Call us at ${config.contact.phone}`}
            data-testid="topbar-phone"
          >
            <Phone aria-hidden size={16} />
            <span className="hidden sm:inline">{config.contact.phone}</span>
          </a>
          <a
            href={config.links.businessPortal}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-1.5 rounded bg-brand-green px-2.5 py-1 font-semibold hover:opacity-90"
            data-testid="business-portal-link"
          >
            Business Portal
            <ExternalLink aria-hidden size={14} />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}

/** The fraud alert the top bar opens: the configured text, acknowledged with "I understand". */
export function FraudAlertDialog({
  open,
  onClose,
  text,
}: {
  open: boolean;
  onClose: () => void;
  text: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} label="Fraud alert" role="alertdialog" testId="fraud-alert-dialog">
      <DialogHeader title="Fraud Alert" onClose={onClose} />
      <div className="flex gap-3 px-5 py-4">
        <ShieldAlert aria-hidden className="mt-0.5 shrink-0 text-brand-red" size={24} />
        <p className="text-slate-700">{text}</p>
      </div>
      <div className="flex justify-end border-t border-slate-200 px-5 py-3">
        <button
          type="button"
          onClick={onClose}
          className="rounded bg-brand-navy px-4 py-2 font-semibold text-white hover:opacity-90"
        >
          I understand
        </button>
      </div>
    </Dialog>
  );
}

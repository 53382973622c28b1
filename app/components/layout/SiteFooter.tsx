import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "../../../lib/shared/contact-links.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { NewsletterForm } from "../../features/newsletter/NewsletterForm.tsx";
import { footerQuickLinks } from "./navigation.ts";
import type { FooterCategory } from "./SiteChrome.tsx";

const headingClass = "mb-3 text-sm font-bold uppercase tracking-wider text-white";
const linkClass = "text-slate-300 hover:text-white";

export function SiteFooter({ config, categories }: { config: PublicConfig; categories: FooterCategory[] }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-navy text-sm text-slate-300" data-testid="site-footer">
      {/* minmax(0, 1fr): a column never grows past the screen for a long word or a form's width (#9.1). */}
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="space-y-2">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={headingClass}>
            Categories
          </h2>
          <ul className="space-y-2">
            {categories.map((category) => (
              <li key={category.link}>
                <Link to={category.link} className={linkClass}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Contact Us
          </h2>
          <address className="space-y-3 not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden size={16} className="mt-0.5 shrink-0" />
              {config.contact.address}
            </p>
            <p>
              <a href={telHref(config.contact.phone)} className={`flex gap-2 ${linkClass}`}>
                <Phone aria-hidden size={16} className="mt-0.5 shrink-0" />
                {config.contact.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${config.contact.email}`} className={`flex gap-2 ${linkClass}`}>
                <Mail aria-hidden size={16} className="mt-0.5 shrink-0" />
                {config.contact.email}
              </a>
            </p>
            <p>
              <Link to="/contact-us" className={linkClass}>
                Contact form
              </Link>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={headingClass}>
            Newsletter
          </h2>
          <NewsletterForm />
          <h2 className={`${headingClass} mt-8`}>Follow Us</h2>
          <ul className="flex flex-wrap gap-2" aria-label="Social links" data-testid="social-links">
            {config.social.map((social) => (
              <li key={social.url}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-9 items-center rounded-full border border-white/25 px-3 text-xs font-semibold text-white hover:bg-white/10"
                >
                  {social.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400">
          © {year} {config.brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

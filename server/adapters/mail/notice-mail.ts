import type { MailMessage } from "./mailer.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A plain notice: a greeting, lines of text and an optional link, as text and as escaped HTML. For
 * the mails of requests and claims (issue 14), whose content is what the person typed.
 */
export function noticeMail(message: {
  to: string;
  purpose: MailMessage["purpose"];
  subject: string;
  greeting: string;
  lines: string[];
  link?: { label: string; url: string } | undefined;
}): MailMessage {
  const { to, purpose, subject, greeting, lines, link } = message;
  const text = [greeting, "", ...lines, ...(link ? ["", `${link.label}: ${link.url}`] : []), ""].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join("\n");
  return { to, subject, text, html, purpose, ...(link ? { link: link.url } : {}) };
}

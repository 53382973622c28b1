import type { PublicConfig } from "../../../lib/shared/public-config.ts";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A lamp mark in the brand colours; used as favicon and inside the logo. */
function mark(colors: PublicConfig["colors"], x = 0, y = 0): string {
  return `<g transform="translate(${x} ${y})"><circle cx="24" cy="24" r="22" fill="${colors.navy}"/><path d="M14 20h20l-4 10H18z" fill="${colors.green}"/><rect x="19" y="31" width="10" height="4" rx="1" fill="#fff"/><path d="M24 8v5M12 12l3 3M36 12l-3 3" stroke="#ffd36b" stroke-width="2.5" stroke-linecap="round"/></g>`;
}

export function renderFavicon(colors: PublicConfig["colors"]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${mark(colors)}</svg>`;
}

/** The default logo: the mark and the configured brand name, so no brand is hard-coded in the build. */
export function renderLogo(config: PublicConfig): string {
  const name = escapeXml(config.brand.name);
  const width = 64 + Math.max(4, config.brand.name.length) * 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img" aria-label="${name}">${mark(config.colors)}<text x="58" y="33" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="${config.colors.navy}">${name}</text></svg>`;
}

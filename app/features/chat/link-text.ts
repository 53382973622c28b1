/** A piece of a reply's text: plain, a path of this site, or an e-mail address. */
export type TextPiece =
  | { kind: "text"; text: string }
  | { kind: "path"; text: string }
  | { kind: "email"; text: string };

// A site path starts a word with "/" (e.g. "/payback-calculator?fixtures=40…"); an address is the
// usual local@domain. A full stop, comma, colon or bracket at the end belongs to the sentence.
const LINKABLE = /(?<=^|[\s(])(\/[A-Za-z0-9][^\s<>"']*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * The assistant's text cut into plain text and the links it names (the payback calculator filled in,
 * a representative's address), so the window can make them links. Nothing else is read as markup.
 */
export function linkPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const raw = match[0];
    const link = raw.replace(TRAILING, "");
    if (!link || link === "/") continue;
    const start = match.index ?? 0;
    if (start > last) pieces.push({ kind: "text", text: text.slice(last, start) });
    pieces.push({ kind: link.startsWith("/") ? "path" : "email", text: link });
    last = start + link.length;
  }
  if (last < text.length) pieces.push({ kind: "text", text: text.slice(last) });
  return pieces;
}

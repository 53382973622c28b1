/**
 * The HTML of a content file (rendered and sanitised on the server by the content module), with the
 * site's type styles for headings, lists, tables, quotes and links.
 */
const proseClass = [
  "max-w-none text-slate-700 leading-relaxed",
  "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-navy",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-navy",
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_a]:font-medium [&_a]:text-brand-green [&_a]:underline [&_a]:underline-offset-2",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_blockquote]:my-5 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-green [&_blockquote]:bg-slate-50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:italic",
  "[&_.content-table]:my-4 [&_.content-table]:max-w-full [&_.content-table]:overflow-x-auto",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
].join(" ");

export function Prose({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from content files on the server with raw HTML escaped and unsafe links dropped (server/modules/content/render-markdown.ts)
  return <div className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />;
}

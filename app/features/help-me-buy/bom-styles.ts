/** The Create My BOM page's two buttons: the main action of a form, and the quieter ones beside it. */
export const buttonClass = "rounded bg-brand-navy px-4 py-2 font-semibold text-white hover:opacity-90";
export const quietButtonClass =
  "rounded border border-brand-navy px-3 py-1.5 text-sm font-semibold text-brand-navy hover:bg-slate-50";

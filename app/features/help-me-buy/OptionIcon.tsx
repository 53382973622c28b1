import type { HelpMeBuyOption } from "./options.ts";

/** A generated line drawing for each option (inline SVG, decorative: the label beside it says it all). */
export function OptionIcon({ option }: { option: HelpMeBuyOption }) {
  const paths: Record<HelpMeBuyOption, string> = {
    // A floor plan with a grid of fixtures.
    "design-my-project":
      "M6 8h36v32H6zM6 22h16v18M22 8v8M14 14h2M30 14h2M38 14h-2M30 26h2M38 26h-2M30 34h2M38 34h-2",
    // A map pin.
    "find-my-wholeseller":
      "M24 42s-12-13-12-22a12 12 0 0 1 24 0c0 9-12 22-12 22zM24 15a5 5 0 1 0 0 10 5 5 0 0 0 0-10z",
    // A person with a headset.
    "find-my-salesrep":
      "M24 8a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM10 42c0-8 6-13 14-13s14 5 14 13M14 16v4M34 16v4M34 20c0 4-3 6-7 6",
    // A list with check marks.
    "create-my-bom": "M10 6h28v36H10zM16 14l2 2 4-4M26 14h8M16 24l2 2 4-4M26 24h8M16 34l2 2 4-4M26 34h8",
  };
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 text-brand-navy"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[option]} />
    </svg>
  );
}

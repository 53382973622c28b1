/**
 * A generated illustration of a document's cover (no downloaded images): the brand's navy header band
 * and green rule, a title block, and a motif for the kind of document (a product table for catalogues,
 * a light beam for brochures, form fields for forms). Drawn in the page's colours via CSS variables.
 */
export function DocumentCover({
  label,
  kind,
  title,
}: {
  /** The alternative text: what the picture shows. */
  label: string;
  kind: "catalog" | "brochure" | "form";
  title: string;
}) {
  const short = title.length > 22 ? `${title.slice(0, 21)}…` : title;
  return (
    <svg
      viewBox="0 0 120 150"
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-[7.5rem] shrink-0 drop-shadow-md"
    >
      <rect x="0" y="0" width="120" height="150" rx="3" fill="#ffffff" stroke="#cbd5e1" />
      <rect x="0" y="0" width="120" height="26" rx="3" fill="var(--color-brand-navy, #14264a)" />
      <rect x="0" y="26" width="120" height="3" fill="var(--color-brand-green, #1f8a4c)" />
      <text x="8" y="44" fontSize="9" fontWeight="700" fill="var(--color-brand-navy, #14264a)">
        {short}
      </text>
      {kind === "catalog" &&
        [0, 1, 2, 3, 4, 5].map((row) => (
          <g key={row}>
            <rect x="8" y={56 + row * 13} width="104" height="9" fill={row === 0 ? "#14264a" : "#f1f5f9"} />
            <rect x="11" y={59 + row * 13} width="22" height="3" fill={row === 0 ? "#ffffff" : "#94a3b8"} />
            <rect x="38" y={59 + row * 13} width="40" height="3" fill={row === 0 ? "#ffffff" : "#cbd5e1"} />
            <rect x="90" y={59 + row * 13} width="18" height="3" fill={row === 0 ? "#ffffff" : "#94a3b8"} />
          </g>
        ))}
      {kind === "brochure" && (
        <g>
          <rect x="48" y="56" width="24" height="8" rx="2" fill="#334155" />
          <path d="M52 64 L28 128 L92 128 L68 64 Z" fill="#fde68a" opacity="0.8" />
          <ellipse cx="60" cy="128" rx="32" ry="5" fill="#fcd34d" opacity="0.9" />
        </g>
      )}
      {kind === "form" &&
        [0, 1, 2, 3].map((row) => (
          <g key={row}>
            <rect x="8" y={54 + row * 20} width="30" height="3" fill="#94a3b8" />
            <rect
              x="8"
              y={59 + row * 20}
              width="104"
              height="9"
              fill="#f8fafc"
              stroke="#94a3b8"
              strokeWidth="0.6"
            />
          </g>
        ))}
      <rect x="8" y="138" width="40" height="3" fill="#cbd5e1" />
    </svg>
  );
}

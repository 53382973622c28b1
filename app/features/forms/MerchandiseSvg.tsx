import type { ReactNode } from "react";
import type { BrandStoreItem, MerchandiseKind } from "../../../lib/forms/brand-store.ts";

/**
 * The brand store's pictures (ROUTE-19): each item drawn here as inline SVG from its `kind`, in its
 * colour, with the brand's mark (a round badge with the brand's initial and a beam of light) where
 * the real piece carries the logo. Nothing is downloaded. 5:4, scaling with its box.
 */

const OUTLINE = "#334155";
const AMBER = "#fbbf24";

/** Whether a `#rrggbb` colour is light, so the mark and the seams are drawn dark on it. */
export function isLightColor(hex: string): boolean {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  if (Number.isNaN(value)) return false;
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

/** The brand's mark: a badge with the initial and a small beam, `r` its radius, centred on (x, y). */
function Mark({
  x,
  y,
  r,
  initial,
  dark,
}: {
  x: number;
  y: number;
  r: number;
  initial: string;
  dark: boolean;
}) {
  const ink = dark ? "#14264a" : "#ffffff";
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="none" stroke={ink} strokeWidth={Math.max(1, r / 6)} />
      <path
        d={`M ${x - r * 0.55} ${y + r * 0.15} L ${x + r * 0.55} ${y + r * 0.15} L ${x} ${y + r * 0.75} Z`}
        fill={AMBER}
      />
      <text
        x={x}
        y={y + r * 0.08}
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={r * 0.95}
        fill={ink}
      >
        {initial}
      </text>
    </g>
  );
}

type Drawing = (props: {
  color: string;
  seam: string;
  mark: (x: number, y: number, r: number) => ReactNode;
}) => ReactNode;

const drawings: Record<MerchandiseKind, Drawing> = {
  cap: ({ color, seam, mark }) => (
    <>
      <path d="M 46 104 Q 48 48 100 44 Q 152 48 154 104 Z" fill={color} stroke={OUTLINE} strokeWidth="2" />
      <path d="M 118 56 Q 150 64 154 104 L 118 104 Z" fill="#e2e8f0" stroke={OUTLINE} strokeWidth="1.5" />
      {[70, 82, 94, 106, 118, 130, 142].map((x) => (
        <line key={x} x1={x + 0} y1="60" x2={x + 8} y2="102" stroke={seam} strokeWidth="0.8" opacity="0.4" />
      ))}
      <path d="M 40 104 Q 100 96 176 112 Q 110 124 40 112 Z" fill={color} stroke={OUTLINE} strokeWidth="2" />
      <circle cx="100" cy="45" r="4" fill={color} stroke={OUTLINE} strokeWidth="1.5" />
      {mark(84, 80, 14)}
    </>
  ),
  polo: ({ color, seam, mark }) => (
    <>
      <path
        d="M 70 28 L 46 38 L 22 72 L 44 86 L 56 70 L 56 140 L 144 140 L 144 70 L 156 86 L 178 72 L 154 38 L 130 28 Q 100 44 70 28 Z"
        fill={color}
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M 70 28 L 84 50 L 100 36 L 116 50 L 130 28 Q 100 40 70 28 Z"
        fill={color}
        stroke={seam}
        strokeWidth="1.5"
      />
      <line x1="100" y1="36" x2="100" y2="64" stroke={seam} strokeWidth="1.5" />
      {[44, 54].map((y) => (
        <circle key={y} cx="100" cy={y} r="1.8" fill={seam} />
      ))}
      {mark(126, 66, 10)}
    </>
  ),
  jacket: ({ color, seam, mark }) => (
    <>
      <path
        d="M 72 24 L 46 34 L 30 84 L 28 136 L 50 136 L 56 84 L 56 144 L 144 144 L 144 84 L 150 136 L 172 136 L 170 84 L 154 34 L 128 24 Q 100 34 72 24 Z"
        fill={color}
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M 72 24 L 80 14 L 120 14 L 128 24 Q 100 34 72 24 Z"
        fill={color}
        stroke={seam}
        strokeWidth="1.5"
      />
      <line x1="100" y1="30" x2="100" y2="144" stroke={seam} strokeWidth="2" />
      <rect x="64" y="100" width="26" height="4" rx="2" fill={seam} opacity="0.7" />
      <rect x="110" y="100" width="26" height="4" rx="2" fill={seam} opacity="0.7" />
      {mark(124, 58, 10)}
    </>
  ),
  flashlight: ({ color, seam, mark }) => (
    <>
      <polygon points="150,62 196,40 196,120 150,98" fill="#fef3c7" />
      <rect x="22" y="66" width="96" height="28" rx="6" fill={color} stroke={OUTLINE} strokeWidth="2" />
      {[34, 42, 50, 58].map((x) => (
        <line key={x} x1={x} y1="68" x2={x} y2="92" stroke={seam} strokeWidth="1.2" opacity="0.5" />
      ))}
      <path d="M 118 64 L 142 56 L 142 104 L 118 96 Z" fill={color} stroke={OUTLINE} strokeWidth="2" />
      <rect x="142" y="54" width="10" height="52" rx="2" fill={color} stroke={OUTLINE} strokeWidth="2" />
      <rect x="150" y="60" width="4" height="40" fill={AMBER} />
      <rect x="70" y="62" width="14" height="6" rx="2" fill={OUTLINE} />
      {mark(96, 80, 10)}
    </>
  ),
  tumbler: ({ color, seam, mark }) => (
    <>
      <rect x="62" y="22" width="76" height="14" rx="4" fill="#1f2937" stroke={OUTLINE} strokeWidth="2" />
      <rect x="84" y="24" width="26" height="5" rx="2" fill="#64748b" />
      <path
        d="M 64 36 L 136 36 L 126 144 L 74 144 Z"
        fill={color}
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M 76 44 L 82 136" stroke={seam} strokeWidth="3" opacity="0.35" strokeLinecap="round" />
      {mark(100, 86, 16)}
    </>
  ),
  hardhat: ({ color, seam, mark }) => (
    <>
      <path d="M 44 112 Q 42 46 100 40 Q 158 46 156 112 Z" fill={color} stroke={OUTLINE} strokeWidth="2" />
      <path
        d="M 88 42 Q 100 38 112 42 L 110 112 L 90 112 Z"
        fill={color}
        stroke={OUTLINE}
        strokeWidth="1.5"
      />
      <path
        d="M 26 112 L 174 112 Q 176 124 164 124 L 36 124 Q 24 124 26 112 Z"
        fill={color}
        stroke={OUTLINE}
        strokeWidth="2"
      />
      <line x1="44" y1="118" x2="156" y2="118" stroke={seam} strokeWidth="0.8" opacity="0.4" />
      {mark(68, 84, 13)}
    </>
  ),
  tape: ({ color, seam, mark }) => (
    <>
      <path d="M 126 112 L 188 112 L 188 126 L 126 126 Z" fill={AMBER} stroke={OUTLINE} strokeWidth="1.5" />
      {[136, 146, 156, 166, 176].map((x) => (
        <line
          key={x}
          x1={x}
          y1="112"
          x2={x}
          y2={x % 20 === 16 ? 122 : 118}
          stroke={OUTLINE}
          strokeWidth="1"
        />
      ))}
      <rect x="186" y="106" width="5" height="24" fill={OUTLINE} />
      <rect x="36" y="36" width="100" height="100" rx="22" fill={color} stroke={OUTLINE} strokeWidth="2" />
      <rect
        x="46"
        y="46"
        width="80"
        height="80"
        rx="16"
        fill="none"
        stroke={seam}
        strokeWidth="1.5"
        opacity="0.5"
      />
      <rect x="124" y="56" width="14" height="24" rx="3" fill="#1f2937" />
      {mark(86, 86, 22)}
    </>
  ),
  bag: ({ color, seam, mark }) => (
    <>
      <path
        d="M 66 58 Q 66 22 100 22 Q 134 22 134 58"
        fill="none"
        stroke={OUTLINE}
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path
        d="M 30 58 L 170 58 L 162 142 L 38 142 Z"
        fill={color}
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="30" y="54" width="140" height="10" rx="3" fill="#475569" stroke={OUTLINE} strokeWidth="1.5" />
      {[46, 116].map((x) => (
        <rect
          key={x}
          x={x}
          y="92"
          width="38"
          height="40"
          rx="3"
          fill="none"
          stroke={seam}
          strokeWidth="1.5"
          opacity="0.6"
        />
      ))}
      {[40, 160].map((x) => (
        <rect key={x} x={x - 4} y="60" width="8" height="8" fill="#94a3b8" />
      ))}
      {mark(100, 78, 11)}
    </>
  ),
};

/** One item of the brand store as a picture: `role="img"` with the item's name as its accessible name. */
export function MerchandiseSvg({
  item,
  brandName,
  className,
}: {
  item: Pick<BrandStoreItem, "kind" | "color" | "name">;
  brandName: string;
  className?: string;
}) {
  const dark = isLightColor(item.color);
  const seam = dark ? OUTLINE : "#ffffff";
  const initial = (brandName.trim()[0] ?? "L").toUpperCase();
  const Drawing = drawings[item.kind];
  return (
    <svg
      viewBox="0 0 200 160"
      role="img"
      aria-label={`${item.name} with the ${brandName} logo`}
      className={className}
      data-kind={item.kind}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="0" y="0" width="200" height="160" fill="#f1f5f9" />
      <ellipse cx="100" cy="150" rx="70" ry="5" fill="#cbd5e1" />
      <Drawing
        color={item.color}
        seam={seam}
        mark={(x, y, r) => <Mark x={x} y={y} r={r} initial={initial} dark={dark} />}
      />
    </svg>
  );
}

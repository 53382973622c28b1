import type { ReactNode } from "react";
import type { IllustrationMotif } from "../../../server/modules/content/index.ts";

/**
 * The illustrations of content pages, drawn here as inline SVG from a motif named in a file's front
 * matter (issue 15: generated illustrations only, nothing downloaded). 16:9, scaling with its box.
 */

const NAVY = "var(--brand-navy, #14264a)";
const GREEN = "var(--brand-green, #17773f)";
const LIGHT = "#fde68a";
const BEAM = "#fef3c7";
const STEEL = "#94a3b8";
const FLOOR = "#e2e8f0";

/** A cone of light from (x, y) down to the floor at `floor`, `spread` wide each side. */
const beam = (x: number, y: number, spread: number, floor = 200) => (
  <polygon
    points={`${x - 14},${y} ${x + 14},${y} ${x + spread},${floor} ${x - spread},${floor}`}
    fill={BEAM}
  />
);

function HighBay() {
  return (
    <>
      <rect x="0" y="0" width="400" height="24" fill={NAVY} />
      {[70, 200, 330].map((x) => (
        <g key={x}>
          {beam(x, 44, 60)}
          <line x1={x} y1="24" x2={x} y2="36" stroke={STEEL} strokeWidth="2" />
          <rect x={x - 30} y="36" width="60" height="9" rx="2" fill={NAVY} />
          <rect x={x - 26} y="44" width="52" height="3" fill={LIGHT} />
        </g>
      ))}
      {[20, 135, 265, 380].map((x) => (
        <g key={x} fill="none" stroke={STEEL} strokeWidth="3">
          <rect x={x - 18} y="90" width="36" height="110" />
          <line x1={x - 18} y1="127" x2={x + 18} y2="127" />
          <line x1={x - 18} y1="164" x2={x + 18} y2="164" />
        </g>
      ))}
      <rect x="0" y="200" width="400" height="25" fill={FLOOR} />
    </>
  );
}

function Troffer() {
  return (
    <>
      <rect x="0" y="0" width="400" height="30" fill="#f1f5f9" />
      {[0, 80, 160, 240, 320, 400].map((x) => (
        <line key={x} x1={x} y1="0" x2={x} y2="30" stroke={STEEL} />
      ))}
      {[120, 280].map((x) => (
        <g key={x}>
          {beam(x, 30, 90)}
          <rect x={x - 40} y="22" width="80" height="8" fill={LIGHT} stroke={NAVY} strokeWidth="2" />
        </g>
      ))}
      <rect x="0" y="200" width="400" height="25" fill={FLOOR} />
      {[60, 150, 240, 330].map((x) => (
        <g key={x} fill={NAVY}>
          <rect x={x - 26} y="160" width="52" height="6" />
          <rect x={x - 22} y="166" width="4" height="34" />
          <rect x={x + 18} y="166" width="4" height="34" />
        </g>
      ))}
      <rect x="150" y="60" width="100" height="56" fill="#ffffff" stroke={GREEN} strokeWidth="3" />
    </>
  );
}

function Garage() {
  return (
    <>
      <rect x="0" y="0" width="400" height="225" fill="#cbd5e1" />
      <rect x="0" y="0" width="400" height="28" fill="#f8fafc" />
      {[80, 200, 320].map((x) => (
        <g key={x}>
          {beam(x, 36, 70)}
          <ellipse cx={x} cy="28" rx="40" ry="10" fill="#fffbeb" opacity="0.8" />
          <rect x={x - 22} y="28" width="44" height="9" rx="3" fill={NAVY} />
        </g>
      ))}
      <rect x="0" y="200" width="400" height="25" fill="#64748b" />
      {[40, 360].map((x) => (
        <rect key={x} x={x - 10} y="28" width="20" height="172" fill="#94a3b8" />
      ))}
      {[130, 270].map((x) => (
        <g key={x}>
          <rect x={x - 45} y="168" width="90" height="24" rx="8" fill={GREEN} />
          <rect x={x - 30} y="152" width="60" height="20" rx="6" fill={GREEN} />
          <circle cx={x - 25} cy="194" r="8" fill={NAVY} />
          <circle cx={x + 25} cy="194" r="8" fill={NAVY} />
        </g>
      ))}
    </>
  );
}

function Controls() {
  const nodes = [60, 160, 260, 360];
  return (
    <>
      <rect x="0" y="0" width="400" height="225" fill="#f8fafc" />
      {nodes.map((x) => (
        <g key={x}>
          <line x1={x} y1="58" x2="200" y2="150" stroke={GREEN} strokeWidth="2" strokeDasharray="5 5" />
          <rect x={x - 32} y="30" width="64" height="12" rx="3" fill={NAVY} />
          <rect x={x - 28} y="41" width="56" height="3" fill={LIGHT} />
          <circle cx={x} cy="52" r="7" fill={GREEN} />
        </g>
      ))}
      <rect x="172" y="140" width="56" height="40" rx="6" fill={NAVY} />
      <circle cx="200" cy="160" r="8" fill={LIGHT} />
      <path d="M178 128 q22 -18 44 0 M186 120 q14 -12 28 0" fill="none" stroke={NAVY} strokeWidth="3" />
      <rect x="310" y="150" width="34" height="52" rx="4" fill="#ffffff" stroke={NAVY} strokeWidth="3" />
      <rect x="320" y="162" width="14" height="10" fill={GREEN} />
      <rect x="320" y="180" width="14" height="10" fill={STEEL} />
    </>
  );
}

function TunableWhite() {
  return (
    <>
      <defs>
        <linearGradient id="cct" x1="0" x2="1">
          <stop offset="0" stopColor="#fbbf24" />
          <stop offset="0.5" stopColor="#fef9c3" />
          <stop offset="1" stopColor="#bfdbfe" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="400" height="225" fill="url(#cct)" />
      <path d="M20 190 Q200 10 380 190" fill="none" stroke={NAVY} strokeWidth="3" />
      <circle cx="200" cy="100" r="18" fill="#fde047" stroke={NAVY} strokeWidth="3" />
      {["2700K", "4000K", "6500K"].map((label, index) => (
        <text
          key={label}
          x={50 + index * 150}
          y="215"
          fontSize="16"
          fontFamily="sans-serif"
          fill={NAVY}
          textAnchor="middle"
        >
          {label}
        </text>
      ))}
    </>
  );
}

function Glare() {
  return (
    <>
      <rect x="0" y="0" width="400" height="225" fill="#f8fafc" />
      <rect x="250" y="20" width="110" height="10" fill={LIGHT} stroke={NAVY} strokeWidth="2" />
      <circle cx="70" cy="130" r="16" fill={NAVY} />
      <rect x="56" y="148" width="28" height="52" rx="6" fill={NAVY} />
      <line x1="78" y1="128" x2="300" y2="30" stroke="#dc2626" strokeWidth="3" />
      <line x1="78" y1="128" x2="360" y2="128" stroke={STEEL} strokeWidth="2" strokeDasharray="6 6" />
      <path d="M190 128 A112 112 0 0 0 180 82" fill="none" stroke={GREEN} strokeWidth="3" />
      <text x="196" y="108" fontSize="16" fontFamily="sans-serif" fill={NAVY}>
        45°
      </text>
      <rect x="0" y="200" width="400" height="25" fill={FLOOR} />
    </>
  );
}

function Emergency() {
  return (
    <>
      <rect x="0" y="0" width="400" height="225" fill="#1e293b" />
      <rect x="150" y="70" width="100" height="130" fill="#334155" stroke={STEEL} strokeWidth="3" />
      <rect x="160" y="30" width="80" height="30" rx="3" fill={GREEN} />
      <text
        x="200"
        y="52"
        fontSize="18"
        fontWeight="bold"
        fontFamily="sans-serif"
        fill="#ffffff"
        textAnchor="middle"
      >
        EXIT
      </text>
      {[60, 340].map((x) => (
        <g key={x}>
          {beam(x, 56, 55)}
          <rect x={x - 20} y="40" width="40" height="14" rx="3" fill="#e2e8f0" />
          <circle cx={x - 10} cy="58" r="6" fill={LIGHT} />
          <circle cx={x + 10} cy="58" r="6" fill={LIGHT} />
        </g>
      ))}
      <rect x="0" y="200" width="400" height="25" fill="#475569" />
    </>
  );
}

function Retrofit() {
  return (
    <>
      <rect x="0" y="0" width="400" height="225" fill="#f8fafc" />
      {[100, 300].map((x, index) => (
        <g key={x}>
          <rect
            x={x - 70}
            y="60"
            width="140"
            height="100"
            rx="4"
            fill="#ffffff"
            stroke={NAVY}
            strokeWidth="3"
          />
          {index === 0 ? (
            [85, 110, 135].map((y) => (
              <rect
                key={y}
                x={x - 58}
                y={y - 6}
                width="116"
                height="10"
                rx="5"
                fill="#e0f2fe"
                stroke={STEEL}
              />
            ))
          ) : (
            <rect x={x - 58} y="74" width="116" height="72" fill={LIGHT} />
          )}
        </g>
      ))}
      <path d="M186 110 h28 m-10 -10 l10 10 l-10 10" fill="none" stroke={GREEN} strokeWidth="4" />
      <text x="100" y="190" fontSize="15" fontFamily="sans-serif" fill={NAVY} textAnchor="middle">
        3-lamp T8
      </text>
      <text x="300" y="190" fontSize="15" fontFamily="sans-serif" fill={NAVY} textAnchor="middle">
        LED kit
      </text>
    </>
  );
}

function Timeline() {
  return (
    <>
      <rect x="0" y="0" width="400" height="225" fill="#f8fafc" />
      <line x1="30" y1="150" x2="370" y2="150" stroke={NAVY} strokeWidth="4" />
      {[60, 150, 250, 340].map((x) => (
        <circle key={x} cx={x} cy="150" r="8" fill={GREEN} />
      ))}
      <rect x="30" y="100" width="60" height="10" rx="5" fill="#e0f2fe" stroke={STEEL} />
      <rect x="125" y="92" width="50" height="14" rx="3" fill={NAVY} />
      <rect x="225" y="96" width="50" height="10" fill={LIGHT} stroke={NAVY} strokeWidth="2" />
      <circle cx="340" cy="98" r="12" fill={GREEN} />
      <path d="M326 78 q14 -12 28 0" fill="none" stroke={NAVY} strokeWidth="3" />
    </>
  );
}

function Document() {
  return (
    <>
      <rect x="0" y="0" width="400" height="225" fill="#f8fafc" />
      <rect x="120" y="20" width="160" height="190" rx="6" fill="#ffffff" stroke={NAVY} strokeWidth="3" />
      {[50, 70, 90, 110].map((y) => (
        <rect key={y} x="140" y={y} width={y === 50 ? 90 : 120} height="8" rx="4" fill={STEEL} />
      ))}
      <rect x="140" y="135" width="20" height="50" fill={STEEL} />
      <rect x="170" y="120" width="20" height="65" fill={GREEN} />
      <path d="M250 140 l22 8 v18 c0 14 -10 22 -22 28 c-12 -6 -22 -14 -22 -28 v-18 z" fill={GREEN} />
      <path d="M241 165 l7 7 l12 -14" fill="none" stroke="#ffffff" strokeWidth="4" />
    </>
  );
}

function Wiring() {
  return (
    <>
      <rect x="0" y="0" width="400" height="225" fill="#f8fafc" />
      <rect x="40" y="70" width="130" height="70" rx="6" fill={NAVY} />
      <text x="105" y="111" fontSize="15" fontFamily="sans-serif" fill="#ffffff" textAnchor="middle">
        LED driver
      </text>
      <path d="M170 90 C230 90 230 80 290 80" fill="none" stroke="#7c3aed" strokeWidth="5" />
      <path d="M170 120 C230 120 230 130 290 130" fill="none" stroke="#6b7280" strokeWidth="5" />
      <rect x="290" y="50" width="70" height="110" rx="6" fill="#ffffff" stroke={NAVY} strokeWidth="3" />
      <rect x="318" y="68" width="14" height="74" rx="7" fill={FLOOR} stroke={STEEL} />
      <rect x="312" y="88" width="26" height="14" rx="3" fill={GREEN} />
      <text x="230" y="190" fontSize="15" fontFamily="sans-serif" fill={NAVY} textAnchor="middle">
        0-10 V: purple +, gray −
      </text>
      {[60, 85].map((x) => (
        <line key={x} x1={x} y1="140" x2={x} y2="170" stroke={x === 60 ? "#111827" : STEEL} strokeWidth="4" />
      ))}
    </>
  );
}

function Sensor() {
  return (
    <>
      <rect x="0" y="0" width="400" height="225" fill="#f8fafc" />
      <rect x="0" y="0" width="400" height="24" fill="#e2e8f0" />
      <polygon points="200,36 70,200 330,200" fill="#dcfce7" />
      {[70, 110, 150].map((r) => (
        <path
          key={r}
          d={`M${200 - r * 0.8} ${36 + r} Q200 ${36 + r * 1.25} ${200 + r * 0.8} ${36 + r}`}
          fill="none"
          stroke={GREEN}
          strokeWidth="2"
          strokeDasharray="6 6"
        />
      ))}
      <path d="M176 24 a24 16 0 0 0 48 0 z" fill="#ffffff" stroke={NAVY} strokeWidth="3" />
      <circle cx="200" cy="30" r="5" fill={GREEN} />
      <circle cx="235" cy="128" r="14" fill={NAVY} />
      <rect x="222" y="144" width="26" height="34" rx="6" fill={NAVY} />
      <rect x="180" y="166" width="110" height="8" fill={STEEL} />
      <rect x="186" y="174" width="5" height="26" fill={STEEL} />
      <rect x="279" y="174" width="5" height="26" fill={STEEL} />
      <rect x="0" y="200" width="400" height="25" fill={FLOOR} />
    </>
  );
}

function Optics() {
  const beams = [
    { x: 80, spread: 40, label: "60°" },
    { x: 200, spread: 62, label: "90°" },
    { x: 320, spread: 78, label: "120°" },
  ];
  return (
    <>
      <rect x="0" y="0" width="400" height="225" fill="#f1f5f9" />
      <rect x="0" y="0" width="400" height="20" fill={NAVY} />
      {beams.map(({ x, spread, label }) => (
        <g key={x}>
          {beam(x, 58, spread, 185)}
          <line x1={x} y1="20" x2={x} y2="32" stroke={STEEL} strokeWidth="2" />
          <path d={`M${x - 28} 32 h56 l-8 24 h-40 z`} fill={NAVY} />
          <ellipse cx={x} cy="57" rx="20" ry="4" fill={LIGHT} />
          <text x={x} y="210" fontSize="16" fontFamily="sans-serif" fill={NAVY} textAnchor="middle">
            {label}
          </text>
        </g>
      ))}
    </>
  );
}

const drawings: Record<IllustrationMotif, () => ReactNode> = {
  "high-bay": HighBay,
  troffer: Troffer,
  garage: Garage,
  controls: Controls,
  "tunable-white": TunableWhite,
  glare: Glare,
  emergency: Emergency,
  retrofit: Retrofit,
  timeline: Timeline,
  document: Document,
  wiring: Wiring,
  sensor: Sensor,
  optics: Optics,
};

export function ContentIllustration({
  motif,
  alt,
  className,
}: {
  motif: IllustrationMotif;
  alt: string;
  className?: string;
}) {
  const Drawing = drawings[motif];
  return (
    <svg
      viewBox="0 0 400 225"
      role="img"
      aria-label={alt}
      className={`block h-auto w-full rounded-lg ${className ?? ""}`}
      preserveAspectRatio="xMidYMid slice"
    >
      <Drawing />
    </svg>
  );
}

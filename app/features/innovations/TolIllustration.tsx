/**
 * The TOL-SERIES story's illustration, drawn by our code: one round high bay with its three snap-in
 * optics and the beam each throws onto the floor, and the output dial. Decorative detail stays out
 * of the accessibility tree (role="img"); its label says what it shows.
 */
const optics = [
  { name: "60° narrow", x: 100, spread: 22, colour: "#1d4ed8" },
  { name: "90° medium", x: 300, spread: 44, colour: "#15803d" },
  { name: "120° wide", x: 500, spread: 62, colour: "#b45309" },
] as const;

export function TolIllustration() {
  return (
    <svg
      viewBox="0 0 600 340"
      role="img"
      aria-label="A TOL round high bay with its three snap-in optics: a 60° narrow beam for tall aisles, a 90° medium beam for open floors and a 120° wide beam for low ceilings, and an output dial from 60% to 100%."
      className="h-auto w-full"
    >
      <rect x="0" y="0" width="600" height="340" rx="12" fill="#f1f5f9" />
      <line x1="20" y1="300" x2="580" y2="300" stroke="#94a3b8" strokeWidth="2" />
      {optics.map((optic) => (
        <g key={optic.name}>
          <line x1={optic.x} y1="20" x2={optic.x} y2="60" stroke="#475569" strokeWidth="2" />
          <path
            d={`M${optic.x - 34} 96 L${optic.x - 34 - optic.spread} 300 L${optic.x + 34 + optic.spread} 300 L${optic.x + 34} 96 Z`}
            fill={optic.colour}
            opacity="0.16"
          />
          <path
            d={`M${optic.x - 40} 96 Q${optic.x} 52 ${optic.x + 40} 96 Z`}
            fill="#1e293b"
            stroke="#0f172a"
            strokeWidth="2"
          />
          {[0, 1, 2, 3, 4, 5].map((fin) => (
            <line
              key={fin}
              x1={optic.x - 30 + fin * 12}
              y1="72"
              x2={optic.x - 30 + fin * 12}
              y2="92"
              stroke="#64748b"
              strokeWidth="2"
            />
          ))}
          <ellipse cx={optic.x} cy="99" rx="36" ry="7" fill={optic.colour} />
          <text x={optic.x} y="322" textAnchor="middle" fontSize="15" fontFamily="sans-serif" fill="#0f172a">
            {optic.name}
          </text>
        </g>
      ))}
      <g transform="translate(200 170)">
        <circle r="34" fill="#ffffff" stroke="#0f172a" strokeWidth="2" />
        <path
          d="M-24 14 A28 28 0 1 1 24 14"
          fill="none"
          stroke="#15803d"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <line x1="0" y1="0" x2="16" y2="-18" stroke="#0f172a" strokeWidth="3" strokeLinecap="round" />
        <text y="28" textAnchor="middle" fontSize="11" fontFamily="sans-serif" fill="#0f172a">
          60–100%
        </text>
      </g>
    </svg>
  );
}

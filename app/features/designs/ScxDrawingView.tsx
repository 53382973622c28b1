import type { ScxDrawing } from "../../../lib/builder/scx-drawing.ts";

/** The builder's drawing of a configured SCX fixture, as SVG (the spec sheet draws the same figure). */
export function ScxDrawingView({ drawing, className = "" }: { drawing: ScxDrawing; className?: string }) {
  const [x, y, width, height] = drawing.viewBox;
  return (
    <svg
      viewBox={`${x} ${y} ${width} ${height}`}
      role="img"
      aria-label={drawing.description}
      className={`h-auto w-full ${className}`}
      data-testid="scx-drawing"
    >
      <rect x={x} y={y} width={width} height={height} fill={drawing.background} />
      {drawing.items.map((item, index) =>
        item.kind === "path" ? (
          <path
            // The items are a fixed list per configuration: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            d={item.d}
            fill={item.fill ?? "none"}
            fillOpacity={item.fillOpacity}
            stroke={item.stroke}
            strokeWidth={item.strokeWidth}
            strokeDasharray={item.dash?.join(" ")}
          />
        ) : (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            x={item.x}
            y={item.y}
            fontSize={item.size}
            fill={item.color}
            textAnchor={item.anchor ?? "start"}
            fontWeight={item.bold ? 700 : 400}
          >
            {item.text}
          </text>
        ),
      )}
    </svg>
  );
}

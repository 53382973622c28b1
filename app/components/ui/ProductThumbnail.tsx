import { ImageOff } from "lucide-react";

/**
 * A product's picture filling its box (the box sets the size), or, without one, the "Image not
 * available" placeholder read out to screen readers.
 */
export function ProductThumbnail({
  image,
  width,
  height,
  iconSize = 24,
}: {
  image: { url: string; alt: string } | null;
  width: number;
  height: number;
  iconSize?: number;
}) {
  if (image) {
    return (
      <img
        src={image.url}
        alt={image.alt}
        loading="lazy"
        width={width}
        height={height}
        className="h-full w-full object-cover"
      />
    );
  }
  return (
    <div className="flex h-full items-center justify-center text-slate-400">
      <ImageOff aria-hidden size={iconSize} />
      <span className="sr-only">Image not available</span>
    </div>
  );
}

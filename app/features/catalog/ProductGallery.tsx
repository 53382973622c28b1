import { ImageOff } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";

/**
 * The product's images: a large view and a row of thumbnails. The thumbnails form one tab stop; arrow
 * keys, Home and End move between them (roving tabindex) and show the image they land on.
 */
export function ProductGallery({ images, name }: { images: { url: string; alt: string }[]; name: string }) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[index] ?? images[0];

  const select = (next: number, focus: boolean) => {
    const bounded = (next + images.length) % images.length;
    setIndex(bounded);
    if (focus) thumbs.current[bounded]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: images.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div data-testid="product-gallery">
      <div className="aspect-[4/3] overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {current ? (
          <img
            src={current.url}
            alt={current.alt || name}
            width={800}
            height={600}
            className="h-full w-full object-cover"
            data-testid="gallery-main-image"
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-slate-400">
            <ImageOff aria-hidden size={40} />
            <span className="text-sm">Image not available</span>
          </div>
        )}
      </div>
      {images.length > 1 && (
        <fieldset className="mt-3 flex gap-3 overflow-x-auto p-1" onKeyDown={onKeyDown}>
          <legend className="sr-only">Product images</legend>
          {images.map((image, i) => (
            <button
              key={image.url + String(i)}
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              type="button"
              tabIndex={i === index ? 0 : -1}
              aria-pressed={i === index}
              aria-label={`Show image ${i + 1} of ${images.length}`}
              onClick={() => select(i, false)}
              className={`size-20 shrink-0 overflow-hidden rounded-lg border-2 bg-slate-50 sm:size-24 ${
                i === index ? "border-brand-green" : "border-slate-200 hover:border-slate-400"
              }`}
            >
              <img
                src={image.url}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                className="h-full w-full object-cover"
              />
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

import { useState } from "react";
import { Icon } from "./Icon.tsx";

/** Only pictures the page may load (CSP img-src 'self' data: blob:). */
export const loadablePicture = (url: string) => /^(\/(?!\/)|data:image\/|blob:)/.test(url);

/**
 * A picture from data (a photo, a file's preview): the image, or a tile with the kind's icon when the address is
 * empty, off-site or does not load, so a missing sample picture never shows as a broken image. Fills its box.
 */
export function Picture(
  { src, alt, icon = "image", className = "" }: {
    src: string;
    alt: string;
    icon?: string;
    className?: string;
  },
) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src !== "" && loadablePicture(src) && broken !== src) {
    return <img src={src} alt={alt} className={`object-cover ${className}`} onError={() => setBroken(src)} />;
  }
  return (
    <span
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`flex items-center justify-center bg-base-200 text-base-content/40 ${className}`}
      data-testid="picture-fallback"
    >
      <Icon name={icon} size={32} />
    </span>
  );
}

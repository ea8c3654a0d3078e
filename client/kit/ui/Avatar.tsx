import { useState } from "react";
import { loadablePicture } from "./Picture.tsx";

const SIZES = {
  "w-8": "size-8 text-sm",
  "w-10": "size-10",
  "w-12": "size-12 text-lg",
  "w-24": "size-24 text-4xl",
} as const;

/**
 * A round avatar: the picture, or the first letter of the name when the address is empty, off-site or does not
 * load. Decorative: the caller names the person.
 */
export function Avatar(
  { name, src, size = "w-10", letterTestId = "avatar-letter" }: {
    name: string;
    src: string;
    size?: keyof typeof SIZES;
    letterTestId?: string;
  },
) {
  const [broken, setBroken] = useState<string | null>(null);
  const picture = src !== "" && loadablePicture(src) && broken !== src;
  return picture
    ? (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        className={`block aspect-square shrink-0 rounded-full object-cover ${SIZES[size]}`}
        onError={() => setBroken(src)}
      />
    )
    : (
      <span
        aria-hidden="true"
        className={`flex aspect-square shrink-0 items-center justify-center rounded-full bg-primary text-primary-content font-semibold uppercase ${
          SIZES[size]
        }`}
        data-testid={letterTestId}
      >
        {name.trim().charAt(0) || "?"}
      </span>
    );
}

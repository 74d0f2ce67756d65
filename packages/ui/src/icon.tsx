import type { SVGProps } from "react";

import type { SpriteIconName } from "./icon-sprite";
import { cn } from "./utils";

/** Where the web app serves iconSprite(); one URL, so browsers fetch and cache it once for every page. */
export const ICON_SPRITE_PATH = "/icons.svg";

type Props = Omit<SVGProps<SVGSVGElement>, "children"> & { name: SpriteIconName };

/**
 * A lucide icon drawn from the sprite (icon-sprite.ts) instead of inline: for server-rendered pages, where
 * every inline icon is written twice (HTML and RSC payload). Decorative unless given an accessible name.
 */
export function Icon({ name, className, ...props }: Props) {
  return (
    <svg aria-hidden className={cn("icon", className)} {...props}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}

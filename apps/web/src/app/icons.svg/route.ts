import { iconSprite } from "@lexforge/ui/icon-sprite";

// Made once at build time and served as a static file (see @lexforge/ui/icon for why a sprite).
export const dynamic = "force-static";

export function GET() {
  return new Response(iconSprite(), { headers: { "Content-Type": "image/svg+xml" } });
}

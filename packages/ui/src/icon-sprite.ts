/**
 * The icons the server-rendered pages show, as one SVG sprite (served at ICON_SPRITE_PATH, see icon.tsx).
 * lucide-react draws each icon inline: ~400 bytes of markup per icon, written again as a component reference
 * in the page's RSC payload, 37 times on the home page. A `<use>` of a symbol here is ~90 bytes, and the file
 * is fetched once and cached. The shapes are lucide's own, from lucide-static (same icon set, as SVG strings).
 */
import {
  ArrowRight,
  Baby,
  BadgeCheck,
  Ban,
  Banknote,
  Briefcase,
  BuildingComplex,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Clock,
  FileQuestionMark,
  FileText,
  House,
  Lock,
  Menu,
  MessageCircle,
  Quote,
  Receipt,
  Scale,
  ScrollText,
  ShieldCheck,
  Sparkles,
  ThumbsUp,
  UserCheck,
  UserRoundCog,
  Users,
  X,
  Zap,
} from "lucide-static";

export const SPRITE_ICONS = {
  "arrow-right": ArrowRight,
  baby: Baby,
  "badge-check": BadgeCheck,
  ban: Ban,
  banknote: Banknote,
  briefcase: Briefcase,
  "building-complex": BuildingComplex,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-check": CircleCheck,
  clock: Clock,
  "file-question-mark": FileQuestionMark,
  "file-text": FileText,
  house: House,
  lock: Lock,
  menu: Menu,
  "message-circle": MessageCircle,
  quote: Quote,
  receipt: Receipt,
  scale: Scale,
  "scroll-text": ScrollText,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  "thumbs-up": ThumbsUp,
  "user-check": UserCheck,
  "user-round-cog": UserRoundCog,
  users: Users,
  x: X,
  zap: Zap,
} as const;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

/** lucide's stroke style, which its `<svg>` carries and a `<use>` does not inherit from the sprite's root. */
const STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** One `<symbol>` per icon: lucide's shapes (the `<svg>`'s content) under its view box and stroke style. */
function symbolOf(id: string, svg: string): string {
  const open = /<svg\b[^>]*>/.exec(svg);
  const close = svg.lastIndexOf("</svg>");
  if (!open || close < 0) throw new Error(`lucide-static's ${id} is not an <svg> element`);
  const viewBox = /viewBox="([^"]+)"/.exec(open[0])?.[1] ?? "0 0 24 24";
  const shapes = svg.slice(open.index + open[0].length, close).replace(/\s*\n\s*/g, "");
  return `<symbol id="${id}" viewBox="${viewBox}"><g ${STROKE}>${shapes}</g></symbol>`;
}

export function iconSprite(): string {
  const symbols = Object.entries(SPRITE_ICONS).map(([id, svg]) => symbolOf(id, svg));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

import { Icon } from "@lexforge/ui/icon";
import type { SpriteIconName } from "@lexforge/ui/icon-sprite";

/** The catalogue names its icons as lucide's component names; the sprite by lucide's file names. */
const ICONS: Record<string, SpriteIconName> = {
  Baby: "baby",
  Ban: "ban",
  Banknote: "banknote",
  Briefcase: "briefcase",
  Building2: "building-complex",
  Home: "house",
  Lock: "lock",
  Receipt: "receipt",
  ScrollText: "scroll-text",
  ShieldCheck: "shield-check",
  UserCheck: "user-check",
  Users: "users",
};

export function DocumentIcon({ name, className }: { name: string; className?: string }) {
  return <Icon name={ICONS[name] ?? "file-text"} className={className} />;
}

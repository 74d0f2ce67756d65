import type { LucideIcon } from "lucide-react";
import {
  Baby,
  Ban,
  Banknote,
  Briefcase,
  Building2,
  FileText,
  Home,
  Lock,
  Receipt,
  ScrollText,
  ShieldCheck,
  UserCheck,
  Users,
} from "lucide-react";

/** The catalogue names its icons as lucide names; importing them one by one keeps the bundle small. */
const ICONS: Record<string, LucideIcon> = {
  Baby,
  Ban,
  Banknote,
  Briefcase,
  Building2,
  Home,
  Lock,
  Receipt,
  ScrollText,
  ShieldCheck,
  UserCheck,
  Users,
};

export function DocumentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? FileText;
  return <Icon className={className} aria-hidden />;
}

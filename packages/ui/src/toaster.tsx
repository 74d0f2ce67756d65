"use client";

import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

// Sonner's default rich-colour texts are 3.1–4.4:1 on their tinted backgrounds; these darker shades of
// the same hues reach WCAG AA (≥ 4.5:1) so toasts pass axe's colour-contrast rule.
const ACCESSIBLE_RICH_COLORS = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(360, 100%, 38%)",
  "--info-text": "hsl(210, 92%, 38%)",
  "--warning-text": "hsl(31, 92%, 30%)",
} as CSSProperties;

// Bottom centre: at the top right a toast covered the page's own actions (the dashboard's Refresh) and,
// while the pointer rested on it, never went away; the bottom right is the chat button's.
export function Toaster() {
  return <Sonner position="bottom-center" richColors closeButton style={ACCESSIBLE_RICH_COLORS} />;
}

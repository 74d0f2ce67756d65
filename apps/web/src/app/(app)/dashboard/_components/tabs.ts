export const DASHBOARD_TABS = ["documents", "billing", "settings"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** ?tab= from the URL; anything unknown falls back to the Documents tab. */
export function parseDashboardTab(value: unknown): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? "documents";
}

import { needsUpgradeToDownload, UPGRADE_REQUIRED_TITLE, upgradeRequiredMessage } from "@lexforge/validators/credits";
import { toast } from "@lexforge/ui/toast";

/**
 * The download rule (validators/credits.ts) where a download is offered: says 'Upgrade Required' and answers
 * true when the format needs a credit the user does not have. While the balance loads, the server decides.
 */
export function upgradeRequiredFor(format: "docx" | "pdf" | "txt", credits: number | undefined): boolean {
  if (format === "txt" || credits === undefined || !needsUpgradeToDownload(format, credits)) return false;
  toast.error(UPGRADE_REQUIRED_TITLE, { description: upgradeRequiredMessage(format), duration: 3000 });
  return true;
}

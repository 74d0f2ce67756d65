/** Every lint check, in the order findings are reported. Add a check by adding an entry here. */
import type { LintCheck } from "../lint";
import { beforeYouSignCheck } from "./before-you-sign";
import { contradictoryAmountsCheck } from "./contradictory-amounts";
import { executionCheck } from "./execution";
import { jurisdictionStyleCheck } from "./jurisdiction-style";
import { partyLabelsCheck } from "./party-labels";
import { pdfPagesCheck } from "./pdf-pages";
import { ruleWarningsInTextCheck } from "./rule-warnings-in-text";
import { signaturePartiesCheck } from "./signature-parties";
import { spellingCheck } from "./spelling";

export const CHECKS: LintCheck[] = [
  spellingCheck,
  jurisdictionStyleCheck,
  partyLabelsCheck,
  signaturePartiesCheck,
  executionCheck,
  beforeYouSignCheck,
  contradictoryAmountsCheck,
  ruleWarningsInTextCheck,
  pdfPagesCheck,
];

/** Every lint check, in the order findings are reported. Add a check by adding an entry here. */
import type { LintCheck } from "../lint";
import { jurisdictionStyleCheck } from "./jurisdiction-style";
import { spellingCheck } from "./spelling";

export const CHECKS: LintCheck[] = [spellingCheck, jurisdictionStyleCheck];

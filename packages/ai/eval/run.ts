/**
 * `pnpm eval:ai`: the evaluation set against the OpenAI-compatible stand-in (scripted replies, the CI run),
 * or, with AI_BASE_URL and AI_MODEL set, against that endpoint (by hand). Prints the score table and exits
 * non-zero when a hard gate moved or, against the stand-in, any case failed.
 */
import { aiConfigFrom } from "../src/config";
import { createAiModel } from "../src/model";
import { startStandIn } from "../test/stand-in";
import { EVAL_CASES } from "./cases";
import { GENERATION_CASES, runGenerationCase } from "./generation";
import type { CaseResult } from "./run-eval";
import { runCase, scoreTable } from "./run-eval";
import { ADVERSARIAL_CASES } from "./adversarial";
import type { AdversarialResult } from "./run-adversarial";
import { categoryTable, runAdversarialCase } from "./run-adversarial";

// A command-line script outside the app (which reads its variables through apps/web's env.ts).
// eslint-disable-next-line no-restricted-properties
const { AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS } = process.env;
const real = aiConfigFrom({
  AI_BASE_URL,
  AI_API_KEY,
  AI_MODEL,
  AI_TIMEOUT_MS: AI_TIMEOUT_MS ? Number(AI_TIMEOUT_MS) : undefined,
});
const standIn = real ? undefined : await startStandIn();
const config = real ?? { baseURL: standIn?.url ?? "", model: "stand-in-1", timeoutMs: 30_000 };
const ai = createAiModel(config);

const results: CaseResult[] = [];
for (const item of EVAL_CASES) {
  results.push(
    await runCase(ai, item, (current) => {
      if (standIn && current.reply) standIn.script({ edits: current.reply }, { edits: current.reply });
    }),
  );
  standIn?.reset();
}
const generation: CaseResult[] = [];
for (const item of GENERATION_CASES) {
  generation.push(
    await runGenerationCase(ai, item, (current) => {
      if (standIn) standIn.script({ raw: JSON.stringify(current.reply) }, { raw: JSON.stringify(current.reply) });
    }),
  );
  standIn?.reset();
}
// The adversarial set scripts the model's replies, so it runs against the stand-in only.
const adversarial: AdversarialResult[] = [];
if (standIn) for (const item of ADVERSARIAL_CASES) adversarial.push(await runAdversarialCase(ai, standIn, item));
await standIn?.close();

const against = real ? `model ${config.model} at ${config.baseURL}` : "the scripted stand-in";
console.log(`Refine: ${EVAL_CASES.length} instructions, ${against}\n`);
console.log(scoreTable(results));
console.log(
  `\nAI generation: ${GENERATION_CASES.length} requests (answer inferred from the details; trap), ${against}\n`,
);
console.log(scoreTable(generation));
console.log("(here 'notices' counts answers the user gave that a proposal changed instead of asking)");
if (standIn) {
  console.log(`\nAdversarial: ${ADVERSARIAL_CASES.length} scripted replies, by category\n`);
  console.log(categoryTable(adversarial));
  for (const item of adversarial.filter((result) => !result.passed))
    console.log(`FAILED ${item.id} (${item.outcome}): ${item.note}`);
}
const adversarialGates = adversarial.reduce(
  (total, item) => total + Object.values(item.gates).reduce((sum, value) => sum + value, 0),
  0,
);
results.push(...generation);
const failed = results.filter((item) => !item.passed);
for (const item of failed) console.log(`FAILED ${item.id} (${item.outcome}): ${item.note}`);
const gates = results.reduce(
  (total, item) => total + item.gates.inventedCitations + item.gates.unverifiedAmounts + item.gates.noticesChanged,
  0,
);
const adversarialFailed = adversarial.filter((item) => !item.passed).length;
console.log(
  `\n${results.length - failed.length}/${results.length} passed; hard-gate violations: ${gates}` +
    (standIn
      ? `; adversarial ${adversarial.length - adversarialFailed}/${adversarial.length}, gates ${adversarialGates}`
      : ""),
);
process.exitCode = gates + adversarialGates > 0 || (!real && failed.length + adversarialFailed > 0) ? 1 : 0;

/**
 * A will or power of attorney carries its state's execution instruments: for a will the testator's
 * signature, the attestation with one line per required witness, and the self-proving affidavit with a
 * notary's jurat where the state has one (Louisiana: the art. 1577 attestation and the testator's signature
 * on every page); for a power of attorney the principal's signature, the witnesses, the notary's
 * acknowledgment and the state's statutory notices and agent acknowledgments.
 */
import type { ExecutionBlock, LegalDocument } from "../../../src/index";
import { findJurisdiction } from "../../../src/index";
import { poaForms } from "../../../src/jurisdictions/poa-forms";
import { ruleAt } from "../../../src/jurisdictions/rule-at";
import {
  affidavitOfficerOnly,
  affidavitSworn,
  affidavitWitnessesOnly,
  willForms,
} from "../../../src/jurisdictions/will-forms";
import type { Finding, LintCheck } from "../lint";

const captions = (block: ExecutionBlock | undefined) =>
  block?.parts.flatMap((part) => (part.kind === "signature" ? [part.line.role] : [])) ?? [];
const texts = (block: ExecutionBlock | undefined) =>
  block?.parts
    .flatMap((part) => (part.kind === "text" ? [part.text] : part.kind === "notice" ? part.paragraphs : []))
    .join(" ") ?? "";
const witnessLines = (block: ExecutionBlock | undefined) =>
  captions(block).filter((c) => c.startsWith("WITNESS")).length;

function need(findings: Finding[], ok: boolean, where: string, problem: string) {
  if (!ok) findings.push({ where, problem });
}

function willFindings(doc: LegalDocument): Finding[] {
  const jurisdiction = findJurisdiction(doc.jurisdiction.name);
  if (!jurisdiction) return [{ where: "jurisdiction", problem: "unknown" }];
  const rule = ruleAt(jurisdiction.will, doc.date);
  const forms = willForms(jurisdiction.code, doc.date);
  const block = (id: string) => doc.execution.find((b) => b.id === id);
  const findings: Finding[] = [];
  need(findings, captions(block("signatures")).includes("TESTATOR"), "signatures", "no TESTATOR signature line");
  const attestation = block("attestation");
  need(findings, attestation !== undefined, "execution", "no witness attestation clause");
  need(
    findings,
    witnessLines(attestation) === rule.witnesses,
    "attestation",
    `${witnessLines(attestation)} witness lines; ${jurisdiction.name} requires ${rule.witnesses}`,
  );
  need(
    findings,
    /witness|in our presence/i.test(texts(attestation)),
    "attestation",
    "the attestation clause does not speak for the witnesses",
  );
  if (forms.attestation.form === "la-notarial-testament") {
    need(
      findings,
      texts(attestation).includes("has signed it at the end and on each other separate page"),
      "attestation",
      "not the La. Civ. Code art. 1577 declaration",
    );
    need(
      findings,
      captions(attestation).includes("NOTARY PUBLIC"),
      "attestation",
      "no notary signature on the notarial testament",
    );
    need(
      findings,
      (doc.pageFooter ?? "").includes("Testator's signature"),
      "page footer",
      "no testator's signature line on every page",
    );
  }
  const affidavit = block("self-proving-affidavit");
  if (forms.affidavit) {
    // Missouri's form is the officer's certificate that the testator and witnesses swore before the officer:
    // they acknowledge in person and sign nothing more.
    const certificate = affidavitOfficerOnly(forms.affidavit.form);
    // Indiana's clause is signed under the penalties for perjury, before no officer.
    const sworn = affidavitSworn(forms.affidavit.form);
    need(findings, affidavit !== undefined, "execution", `no self-proving affidavit (${forms.affidavit.citation})`);
    need(
      findings,
      certificate
        ? /certify that .* having been first duly sworn|acknowledged before me .* under oath/i.test(texts(affidavit))
        : sworn
          ? /sworn\b[^.]*(before me|in my presence)/i.test(texts(affidavit))
          : /undersigned testator and the undersigned witnesses/i.test(texts(affidavit)),
      "self-proving affidavit",
      certificate
        ? "the officer does not certify the oaths"
        : sworn
          ? "no jurat (sworn to before the notary)"
          : "the testator and witnesses do not declare together",
    );
    need(
      findings,
      captions(affidavit).includes("NOTARY PUBLIC") === sworn,
      "self-proving affidavit",
      sworn ? "no notary signature line" : "a notary line on a clause no officer takes",
    );
    need(
      findings,
      witnessLines(affidavit) === (certificate ? 0 : 2),
      "self-proving affidavit",
      certificate
        ? "the witnesses sign a certificate that is the officer's"
        : "the witnesses do not sign the affidavit",
    );
    // New York's, Rhode Island's and Nevada's affidavits are the witnesses' alone.
    const witnessesOnly = affidavitWitnessesOnly(forms.affidavit.form, jurisdiction.code);
    need(
      findings,
      certificate || captions(affidavit).includes("TESTATOR") !== witnessesOnly,
      "self-proving affidavit",
      witnessesOnly ? "the testator signs the witnesses' own affidavit" : "the testator does not sign the affidavit",
    );
    need(
      findings,
      affidavit?.parts.some((part) => part.kind === "venue") === sworn,
      "self-proving affidavit",
      sworn ? "no venue (state and county)" : "a venue on a clause no officer takes",
    );
  } else {
    need(
      findings,
      affidavit === undefined,
      "execution",
      `${jurisdiction.name} has no self-proving affidavit, yet one is printed`,
    );
  }
  need(
    findings,
    !captions(block("signatures")).includes("EXECUTOR"),
    "signatures",
    "the executor has a signature block",
  );
  return findings;
}

function poaFindings(doc: LegalDocument): Finding[] {
  const jurisdiction = findJurisdiction(doc.jurisdiction.name);
  if (!jurisdiction) return [{ where: "jurisdiction", problem: "unknown" }];
  const rule = ruleAt(jurisdiction.poa, doc.date);
  const block = (id: string) => doc.execution.find((b) => b.id === id);
  const findings: Finding[] = [];
  need(findings, captions(block("signatures")).includes("PRINCIPAL"), "signatures", "no PRINCIPAL signature line");
  need(
    findings,
    witnessLines(block("witnesses")) === rule.witnesses,
    "witnesses",
    `${witnessLines(block("witnesses"))} witness lines; ${jurisdiction.name} requires ${rule.witnesses}`,
  );
  if (rule.notary) {
    const ack = block("notary-acknowledgment");
    need(findings, /acknowledged/i.test(texts(ack)), "notary", "no notary acknowledgment");
    need(
      findings,
      captions(ack).some((c) => c.startsWith("NOTARY PUBLIC")),
      "notary",
      "no notary signature line",
    );
  }
  const forms = poaForms(jurisdiction.code);
  const durable = doc.request.answers?.durable !== false;
  if (forms && (!forms.durableOnly || durable)) {
    need(findings, doc.notices.length > 0, "notices", `no statutory notice (${forms.citation})`);
    need(
      findings,
      captions(block("agent-acknowledgment")).some((c) => c.startsWith("AGENT")),
      "agent",
      `no agent signature on the acknowledgment (${forms.citation})`,
    );
    if (forms.typeSize)
      need(
        findings,
        (doc.typeSize ?? 0) >= forms.typeSize,
        "type size",
        `printed smaller than ${forms.typeSize} point`,
      );
    if (forms.statutoryShortForm) {
      need(
        findings,
        texts(doc.notices[0]).includes("Your Power of Attorney is an important document"),
        "notices",
        "no statutory Caution to the Principal",
      );
      need(findings, block("agent-information") !== undefined, "execution", "no Important Information for the Agent");
      need(
        findings,
        block("agent-notary-acknowledgment") !== undefined,
        "execution",
        "the agent's signature is not acknowledged",
      );
    }
  }
  return findings;
}

export const executionCheck: LintCheck = {
  id: "execution-blocks",
  description: "Wills and powers of attorney carry their state's execution instruments",
  appliesTo: ({ type }) => type === "will" || type === "poa",
  run: ({ doc }) => (doc.type === "will" ? willFindings(doc) : poaFindings(doc)),
};

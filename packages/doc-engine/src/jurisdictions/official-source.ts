/**
 * Whether a source is the law's own publisher: a government site (.gov, a state's .us domain) or a state's
 * official code site on another domain. A statute read anywhere else (a case-law site, a law firm's summary,
 * a form vendor) is a copy: a rule sourced only there is not "checked", and documents say "check with a lawyer".
 */
const OFFICIAL_ELSEWHERE = new Set(["ksrevisor.org", "www.ksrevisor.org", "ncleg.net", "www.ncleg.net"]);

/** A legislature's own repository: the DC Council publishes the codified code there, the code.dccouncil.gov source. */
const OFFICIAL_REPOSITORIES = ["https://github.com/DCCouncil/law-xml-codified/"];

export function isOfficialSource(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  return (
    /\.(gov|us)$/.test(host) ||
    OFFICIAL_ELSEWHERE.has(host) ||
    OFFICIAL_REPOSITORIES.some((prefix) => parsed.href.startsWith(prefix))
  );
}

/**
 * Whether a source is the law's own publisher: a government site (.gov, or a state's or locality's domain under
 * the .us locality scheme, <name>.<state code>.us: gencourt.state.nh.us; not any .us name, elaws.us is a copy) or a state's
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
    /\.gov$/.test(host) ||
    /\.[a-z]{2}\.us$/.test(host) ||
    OFFICIAL_ELSEWHERE.has(host) ||
    OFFICIAL_REPOSITORIES.some((prefix) => parsed.href.startsWith(prefix))
  );
}

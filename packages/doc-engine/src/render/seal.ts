/**
 * The seal on a completed signature request's PDF: a PDF digital signature (PKCS#7 detached, Adobe.PPKLite)
 * over the whole file, made with @signpdf from a PKCS#12 key. Any byte changed after sealing breaks it, which
 * `checkSeal` (and any PDF reader) detects. Server-only.
 */
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";

import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import forge from "node-forge";

export type SealKey = { p12: Uint8Array; passphrase: string };

/** The signature's room in the file: a 2048-bit RSA PKCS#7 with its certificate fits in well under this. */
const SIGNATURE_LENGTH = 8192;

export async function sealPdf(pdf: Uint8Array, key: SealKey, info: { reason: string; signedAt: Date }) {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: Buffer.from(pdf),
    reason: info.reason,
    contactInfo: "",
    name: "Lexforge",
    location: "",
    signingTime: info.signedAt,
    signatureLength: SIGNATURE_LENGTH,
    appName: "Lexforge",
  });
  const signer = new P12Signer(Buffer.from(key.p12), { passphrase: key.passphrase });
  return new Uint8Array(await new SignPdf().sign(withPlaceholder, signer, info.signedAt));
}

/**
 * A self-signed seal key, for the embedded default and tests: the seal still proves the file unchanged since
 * sealing, though not who sealed it (a deployment configures a key from a certificate authority).
 */
export function selfSignedSealKey(commonName = "Lexforge document seal (self-signed)"): SealKey {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const name = [{ name: "commonName", value: commonName }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(16).toString("hex");
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: "3des" });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"), passphrase };
}

export type SealCheck = { valid: true; signer: string; certificateSha256: string } | { valid: false; reason: string };

/** The length of the DER value at the start of `der` (tag, length, contents), or 0 if it is not one. */
function derLength(der: Buffer): number {
  if (der.length < 2 || der[0] !== 0x30) return 0;
  const first = der[1] as number;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4 || der.length < 2 + count) return 0;
  let length = 0;
  for (let i = 0; i < count; i += 1) length = length * 256 + (der[2 + i] as number);
  return 2 + count + length;
}

const certificateSha256 = (cert: forge.pki.Certificate) =>
  createHash("sha256")
    .update(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), "binary"))
    .digest("hex");

/** The fingerprint `checkSeal` reports for files sealed with this key: what to expect of a genuine file. */
export function sealKeyCertificateSha256(key: SealKey): string {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(Buffer.from(key.p12).toString("binary")), key.passphrase);
  const certBag = forge.pki.oids.certBag as string;
  const bags = p12.getBags({ bagType: certBag })[certBag] ?? [];
  const cert = bags[0]?.cert;
  if (!cert) throw new Error("The seal key holds no certificate");
  return certificateSha256(cert);
}

/**
 * Checks the file's last PDF signature: it covers every byte but its own contents, which hold one DER value and
 * zero padding only; the hash it signed is the file's; and the signature verifies with a certificate it carries.
 * A file re-sealed by someone else verifies too unless `expected` names the sealing certificate's fingerprint.
 */
export function checkSeal(pdf: Uint8Array, expected?: { certificateSha256: string }): SealCheck {
  const bytes = Buffer.from(pdf);
  const latin = bytes.toString("latin1");
  const ranges = [...latin.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1);
  if (!ranges) return { valid: false, reason: "The file has no digital signature." };
  const [a, b, c, d] = ranges.slice(1, 5).map(Number) as [number, number, number, number];
  if (a !== 0 || c + d !== bytes.length || a + b >= c) {
    return { valid: false, reason: "The signature does not cover the whole file." };
  }
  const hex = latin.slice(b + 1, c - 1);
  if (latin[b] !== "<" || latin[c - 1] !== ">" || !/^(?:[0-9a-fA-F]{2})+$/.test(hex)) {
    return { valid: false, reason: "The signature cannot be read." };
  }
  const contents = Buffer.from(hex, "hex");
  const length = derLength(contents);
  if (length === 0 || length > contents.length || contents.subarray(length).some((byte) => byte !== 0)) {
    return { valid: false, reason: "The signature cannot be read." };
  }
  try {
    const p7 = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(contents.subarray(0, length).toString("binary")),
    ) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
    };
    const attributes = p7.rawCapture.authenticatedAttributes;
    const digestAttribute = attributes.find(
      (attr) =>
        forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]?.value as string) === forge.pki.oids.messageDigest,
    );
    const signedDigest = ((digestAttribute?.value as forge.asn1.Asn1[])[1]?.value as forge.asn1.Asn1[])[0]
      ?.value as string;
    const digest = createHash("sha256")
      .update(bytes.subarray(a, a + b))
      .update(bytes.subarray(c, c + d))
      .digest("binary");
    if (signedDigest !== digest) return { valid: false, reason: "The file was changed after it was sealed." };
    const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
    const md = forge.md.sha256.create();
    md.update(forge.asn1.toDer(set).getBytes());
    const hash = md.digest().bytes();
    // The certificate whose key made the signature (a chain may carry its issuers too).
    const cert = p7.certificates.find((candidate) =>
      (candidate.publicKey as forge.pki.rsa.PublicKey).verify(hash, p7.rawCapture.signature),
    );
    if (!cert) return { valid: false, reason: "The signature does not match its certificate." };
    const fingerprint = certificateSha256(cert);
    if (expected && fingerprint !== expected.certificateSha256) {
      return { valid: false, reason: "The file was sealed with another key." };
    }
    const commonName = cert.subject.getField("CN") as { value?: string } | null;
    return { valid: true, signer: commonName?.value ?? "", certificateSha256: fingerprint };
  } catch {
    return { valid: false, reason: "The signature cannot be read." };
  }
}

/** SHA-256 of a file, hex: what a signature request records of the PDF its signers were sent. */
export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

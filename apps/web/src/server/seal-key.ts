import "server-only";

import type { SealKey } from "@lexforge/doc-engine/seal";
import { selfSignedSealKey } from "@lexforge/doc-engine/seal";
import { log } from "@lexforge/log";

import { env } from "~/env";

const globalForSeal = globalThis as unknown as { lexforgeSealKey?: SealKey };

/**
 * The key completed signature requests are sealed with: SEAL_P12 (base64 PKCS#12) from configuration, or a
 * self-signed key made once per process. Either way any change to a sealed file shows; only a configured
 * certificate also says who sealed it.
 */
export function sealKey(): SealKey {
  if (env.SEAL_P12) return { p12: Buffer.from(env.SEAL_P12, "base64"), passphrase: env.SEAL_P12_PASSPHRASE ?? "" };
  if (!globalForSeal.lexforgeSealKey) {
    log.warn("SEAL_P12 is not set: signed PDFs are sealed with a self-signed key made for this process");
    globalForSeal.lexforgeSealKey = selfSignedSealKey();
  }
  return globalForSeal.lexforgeSealKey;
}

// The e2e servers' seal certificate (made by start-server.mjs with openssl): where it is kept and its passphrase.
import path from "node:path";

export const E2E_SEAL_PASSPHRASE = "lexforge-e2e-seal";
export const e2eSealFile = (port) => path.join(import.meta.dirname, "..", "..", ".e2e-logs", `seal-${port}.p12`);

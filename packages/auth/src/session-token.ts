/**
 * The session cookie's JWE (alg "dir", enc "A256CBC-HS512": RFC 7516 compact form, RFC 7518 §5.2.2),
 * byte-compatible with Auth.js' own encode/decode, with two costs taken off every signed-in request:
 * Auth.js derives the key (HKDF) and its thumbprint twice per request (read, then re-issue) and runs each
 * step as an async WebCrypto job (key imports, AES, HMAC, digests: about a dozen per request, 14% of the
 * server's CPU under the generate bench on Postgres). Here the key and its id are derived once per
 * secret and salt, and AES-CBC and HMAC-SHA-512 run synchronously through node:crypto. The two halves are
 * kept as KeyObjects: given raw bytes, node:crypto builds a KeyObject on every call (about 10 µs each,
 * 5% of the request thread under the generate bench).
 *
 * Only tokens in exactly the form issued here take the fast path: anything else (another algorithm, a
 * rotated secret list, an unknown key id, a bad tag, an expired token) goes to Auth.js' decode, which
 * accepts or refuses it as before.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from "node:crypto";

import type { KeyObject } from "node:crypto";

import type { JWT, JWTDecodeParams, JWTEncodeParams } from "next-auth/jwt";
import { decode as authDecode, encode as authEncode } from "next-auth/jwt";

const ENC = "A256CBC-HS512";
/** Auth.js' defaults: 30 days, and 15 s of clock tolerance when reading exp/nbf. */
const DEFAULT_MAX_AGE = 30 * 24 * 60 * 60;
const CLOCK_TOLERANCE = 15;

type Key = { mac: KeyObject; enc: KeyObject; header: string };
const keys = new Map<string, Key>();

const b64u = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64url");

/** The same HKDF and RFC 7638 thumbprint (kid) as Auth.js' getDerivedEncryptionKey, computed once. */
function keyFor(secret: string, salt: string): Key {
  const id = `${salt}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    const raw = Buffer.from(hkdfSync("sha256", secret, salt, `Auth.js Generated Encryption Key (${salt})`, 64));
    const kid = b64u(
      createHash("sha512")
        .update(JSON.stringify({ k: b64u(raw), kty: "oct" }))
        .digest(),
    );
    key = {
      mac: createSecretKey(raw.subarray(0, 32)),
      enc: createSecretKey(raw.subarray(32)),
      header: b64u(JSON.stringify({ alg: "dir", enc: ENC, kid })),
    };
    keys.set(id, key);
  }
  return key;
}

function tagOf(key: Key, aad: string, iv: Buffer, ciphertext: Buffer): Buffer {
  const al = Buffer.alloc(8);
  al.writeBigUInt64BE(BigInt(aad.length * 8));
  return createHmac("sha512", key.mac).update(aad).update(iv).update(ciphertext).update(al).digest().subarray(0, 32);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function encodeSessionToken(params: JWTEncodeParams<JWT>): Promise<string> {
  const { token = {}, secret, maxAge = DEFAULT_MAX_AGE, salt } = params;
  if (typeof secret !== "string") return authEncode(params);
  const key = keyFor(secret, salt);
  const now = nowSeconds();
  const payload = JSON.stringify({ ...token, iat: now, exp: now + maxAge, jti: randomUUID() });
  const iv = randomBytes(16);
  const cipher = createCipheriv("aes-256-cbc", key.enc, iv);
  const ciphertext = Buffer.concat([cipher.update(payload, "utf8"), cipher.final()]);
  return `${key.header}..${b64u(iv)}.${b64u(ciphertext)}.${b64u(tagOf(key, key.header, iv, ciphertext))}`;
}

export async function decodeSessionToken(params: JWTDecodeParams): Promise<JWT | null> {
  const { token, secret, salt } = params;
  if (!token) return null;
  if (typeof secret !== "string") return authDecode(params);
  const key = keyFor(secret, salt);
  const parts = token.split(".");
  const [header, encryptedKey, ivPart, ciphertextPart, tagPart] = parts;
  if (parts.length !== 5 || header !== key.header || encryptedKey !== "" || !ivPart || !ciphertextPart || !tagPart) {
    return authDecode(params);
  }
  const iv = Buffer.from(ivPart, "base64url");
  const ciphertext = Buffer.from(ciphertextPart, "base64url");
  const tag = Buffer.from(tagPart, "base64url");
  const expected = tagOf(key, header, iv, ciphertext);
  if (iv.length !== 16 || tag.length !== expected.length || !timingSafeEqual(tag, expected)) {
    return authDecode(params);
  }
  let payload: unknown;
  try {
    const decipher = createDecipheriv("aes-256-cbc", key.enc, iv);
    payload = JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8"));
  } catch {
    return authDecode(params);
  }
  return claimsHold(payload) ? payload : authDecode(params);
}

/** The checks jose's jwtDecrypt makes with Auth.js' options; a token failing any of them goes to Auth.js. */
function claimsHold(payload: unknown): payload is JWT {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return false;
  const { exp, nbf, iat } = payload as Record<string, unknown>;
  const now = nowSeconds();
  if (typeof exp !== "number" || exp <= now - CLOCK_TOLERANCE) return false;
  if (nbf !== undefined && (typeof nbf !== "number" || nbf > now + CLOCK_TOLERANCE)) return false;
  return iat === undefined || typeof iat === "number";
}

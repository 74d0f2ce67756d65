/**
 * docx zips with fflate, which stamps every entry with the current local time. Neither Packer nor the
 * Document options can change that, so we overwrite the DOS time/date fields of each local and central
 * header with 1980-01-01 00:00. The CRCs do not cover these fields, so the archive stays valid.
 */
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DOS_DATE_1980_01_01 = (0 << 9) | (1 << 5) | 1;

export function fixZipDates(zip: Uint8Array): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  // The end-of-central-directory record is the last 22 bytes unless a comment follows it; scan backwards.
  let eocd = -1;
  for (let i = out.length - 22; i >= Math.max(0, out.length - 22 - 0xffff); i -= 1) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error("fixZipDates: not a zip archive");
  const entries = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  for (let n = 0; n < entries; n += 1) {
    if (view.getUint32(at, true) !== CENTRAL) throw new Error("fixZipDates: bad central directory");
    view.setUint16(at + 12, 0, true);
    view.setUint16(at + 14, DOS_DATE_1980_01_01, true);
    const local = view.getUint32(at + 42, true);
    if (view.getUint32(local, true) === LOCAL) {
      view.setUint16(local + 10, 0, true);
      view.setUint16(local + 12, DOS_DATE_1980_01_01, true);
    }
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return out;
}

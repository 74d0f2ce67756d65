import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Metadata } from "sharp";

/** What documents print the logo at, at most; anything bigger only makes every PDF bigger. */
export const LOGO_MAX_WIDTH = 400;
export const LOGO_MAX_HEIGHT = 160;
/** Decoded size refused before decoding (a small file can declare a huge canvas: a decompression bomb). */
export const LOGO_MAX_PIXELS = 40_000_000;

/** The types a logo may be, judged by the bytes; SVG (script, external references) is never one. */
const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp"]);

export class LogoRejectedError extends Error {
  constructor(readonly problem: "invalidType" | "failed") {
    super(problem === "invalidType" ? "Not a PNG, JPEG or WebP image" : "The image could not be read");
  }
}

export type ProcessedLogo = { bytes: Uint8Array; mime: "image/png" | "image/jpeg"; width: number; height: number };

/**
 * Checks what the bytes are (not what the browser said), refuses oversized canvases, and stores a copy
 * scaled down to fit 400×160. JPEG stays JPEG; PNG and WebP become PNG (transparency kept; the PDF and
 * Word renderers take PNG and JPEG only).
 */
export async function processLogo(input: Uint8Array): Promise<ProcessedLogo> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED.has(detected.mime)) throw new LogoRejectedError("invalidType");

  const image = sharp(input, { limitInputPixels: LOGO_MAX_PIXELS, failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch {
    throw new LogoRejectedError("failed");
  }
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > LOGO_MAX_PIXELS) {
    throw new LogoRejectedError("failed");
  }

  const resized = image
    .rotate() // apply EXIF orientation before the metadata is dropped
    .resize(LOGO_MAX_WIDTH, LOGO_MAX_HEIGHT, { fit: "inside", withoutEnlargement: true });
  const jpeg = detected.mime === "image/jpeg";
  try {
    const { data, info } = await (
      jpeg ? resized.jpeg({ quality: 85, mozjpeg: true }) : resized.png({ compressionLevel: 9, palette: false })
    ).toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      mime: jpeg ? "image/jpeg" : "image/png",
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new LogoRejectedError("failed");
  }
}

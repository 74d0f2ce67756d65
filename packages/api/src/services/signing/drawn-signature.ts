import sharp from "sharp";

import { AppError } from "../../errors";

/** What a drawn signature may decode to, checked before decoding (a small file can declare a huge canvas). */
const MAX_PIXELS = 4000 * 1500;
/** The box the PDF prints it in, at twice its points: anything bigger only makes the file bigger. */
const STORED = { width: 720, height: 160 };

export class DrawnSignatureError extends AppError {
  constructor() {
    super("BAD_REQUEST", "SIGNING_CLOSED", "The drawn signature could not be read. Clear it and draw it again.");
  }
}

/**
 * A drawn signature as the PDF will print it: the data URL's bytes decoded as a PNG (whatever the label says),
 * refused if it is not one or is oversized, and re-encoded small. Done when the signer signs, so nothing
 * unchecked reaches the renderer that seals the document.
 */
export async function normalisedDrawing(dataUrl: string): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (format !== "png") throw new DrawnSignatureError();
    const png = await image
      .resize(STORED.width, STORED.height, { fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return png.toString("base64");
  } catch {
    throw new DrawnSignatureError();
  }
}

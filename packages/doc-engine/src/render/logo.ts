/** The company logo as both renderers place it: at most 80 px high and 200 px wide, aspect kept. */
export type Logo = { data: Uint8Array; mime: string; width: number; height: number };

export const LOGO_MAX = { width: 200, height: 80 } as const;

export function fitLogo(width: number, height: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  // Never upscale a small logo: it would print blurred.
  const scale = Math.min(1, LOGO_MAX.width / width, LOGO_MAX.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The raster formats both Word and pdfkit can embed; others (svg, webp) are left out rather than fail. */
export function logoFormat(mime: string): "png" | "jpg" | "gif" | "bmp" | undefined {
  const m = mime.toLowerCase();
  if (m === "image/png") return "png";
  if (m === "image/jpeg" || m === "image/jpg" || m === "image/pjpeg") return "jpg";
  if (m === "image/gif") return "gif";
  if (m === "image/bmp") return "bmp";
  return undefined;
}

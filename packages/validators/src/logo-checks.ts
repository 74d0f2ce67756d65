// The logo checks the browser runs before uploading, without zod (see messages.ts).

/** A logo may be any image type, up to 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The logo upload's toasts, as title + description pairs. */
export const LOGO_MESSAGES = {
  invalidType: { title: "Invalid file type", description: "Please upload an image file (JPEG, PNG, etc.)" },
  tooLarge: { title: "File too large", description: "Logo image must be less than 2MB" },
  failed: { title: "Upload failed", description: "There was a problem uploading your logo" },
  uploaded: { title: "Logo uploaded", description: "Your logo has been uploaded successfully" },
} as const;
export type TLogoProblem = "invalidType" | "tooLarge";

/** Type first, then size: the order the spec lists the checks in. */
export function checkLogoFile(file: { type: string; size: number }): TLogoProblem | null {
  if (!/^image\//i.test(file.type.trim())) return "invalidType";
  if (file.size > LOGO_MAX_BYTES) return "tooLarge";
  return null;
}

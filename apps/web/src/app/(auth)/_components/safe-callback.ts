import { redirect } from "next/navigation";

import { safeCallbackPath } from "@lexforge/validators";

import { auth } from "~/server/auth";

/** Only same-site paths may be used as a post-sign-in destination (no open redirects). */
export const safeCallbackUrl = safeCallbackPath;

/** For the sign-in and sign-up pages: signed-in visitors go to the dashboard; others get their destination. */
export async function callbackUrlForSignedOut(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<string> {
  if ((await auth())?.user) redirect("/dashboard");
  return safeCallbackUrl((await searchParams).callbackUrl);
}

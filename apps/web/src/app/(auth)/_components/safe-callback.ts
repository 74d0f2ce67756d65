/** Only same-site paths may be used as a post-sign-in destination (no open redirects). */
export function safeCallbackUrl(value: string | string[] | undefined): string {
  const url = Array.isArray(value) ? value[0] : value;
  return url?.startsWith("/") && !url.startsWith("//") ? url : "/dashboard";
}

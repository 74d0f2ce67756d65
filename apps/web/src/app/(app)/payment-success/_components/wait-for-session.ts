/** When no user is signed in yet, check every 1 s for up to 10 s before giving up. */
export const SESSION_POLL_MS = 1000;
export const SESSION_WAIT_MS = 10_000;

async function hasSession(): Promise<boolean> {
  try {
    const response = await fetch("/api/auth/session", { cache: "no-store" });
    if (!response.ok) return false;
    const body = (await response.json()) as { user?: { id?: string } } | null;
    return Boolean(body?.user?.id);
  } catch {
    return false;
  }
}

export async function waitForSession(signal: AbortSignal): Promise<boolean> {
  const deadline = Date.now() + SESSION_WAIT_MS;
  for (;;) {
    if (signal.aborted) return false;
    if (await hasSession()) return true;
    if (Date.now() + SESSION_POLL_MS > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, SESSION_POLL_MS));
  }
}

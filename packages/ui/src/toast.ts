import type * as Sonner from "sonner";

type Toast = typeof Sonner.toast;
type Kind = "success" | "error" | "info" | "warning" | "dismiss";

// Sonner is not part of any page's first-load JS: the Toaster is loaded after the page is
// interactive (apps/web components/lazy-toaster.tsx) and so is this module's sonner, on the first toast at
// the latest. Calls keep their order (one shared promise); sonner replays toasts raised before the Toaster
// subscribes. Returns nothing: no caller uses sonner's toast id.
let sonner: Promise<typeof Sonner> | undefined;
const load = () => (sonner ??= import("sonner"));

const later =
  <K extends Kind>(kind: K) =>
  (...args: Parameters<Toast[K]>): void => {
    void load().then(({ toast }) => (toast[kind] as (...a: Parameters<Toast[K]>) => unknown)(...args));
  };

export const toast = Object.assign(
  (...args: Parameters<Toast>): void => {
    void load().then(({ toast }) => toast(...args));
  },
  {
    success: later("success"),
    error: later("error"),
    info: later("info"),
    warning: later("warning"),
    dismiss: later("dismiss"),
  },
);

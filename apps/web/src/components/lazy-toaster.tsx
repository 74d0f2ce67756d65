"use client";

import dynamic from "next/dynamic";

/**
 * Sonner loads after the page is interactive: nothing on a page's first paint is a toast, and a toast
 * raised before the Toaster mounts is replayed when it subscribes. Pages that raise toasts import `toast`
 * (and so sonner) themselves.
 */
export const LazyToaster = dynamic(() => import("@lexforge/ui/toaster").then((m) => m.Toaster), { ssr: false });

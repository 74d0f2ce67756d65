"use client";

import { ImageIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { useEffect, useState } from "react";

import { Button } from "@lexforge/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@lexforge/ui/card";
import { toast } from "@lexforge/ui/toast";
import { checkLogoFile, LOGO_MESSAGES } from "@lexforge/validators";

import { deleteLogo, pendingLogo, uploadLogo, useAccountLogo } from "./use-logo";

type Message = { title: string; description: string };
const fail = (m: Message) => toast.error(m.title, { description: m.description });
const ok = (m: Message) => toast.success(m.title, { description: m.description });

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("read")));
    reader.onerror = () => reject(reader.error ?? new Error("read"));
    reader.readAsDataURL(file);
  });
}

/**
 * The logo upload. Signed-in users store it on their account (it is placed on Word and PDF
 * downloads); a visitor's logo is kept in this browser and uploaded as soon as they sign in.
 */
export function LogoPanel({ signedIn }: { signedIn: boolean }) {
  const account = useAccountLogo(signedIn);
  const [localLogo, setLocalLogo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const pending = pendingLogo.read();
    if (!pending) return;
    if (!signedIn) {
      setLocalLogo(pending);
      return;
    }
    // The visitor signed in: move the logo they picked onto their account.
    void (async () => {
      const blob = await fetch(pending)
        .then((r) => r.blob())
        .catch(() => null);
      pendingLogo.clear();
      const refused = blob ? await uploadLogo(blob) : LOGO_MESSAGES.failed;
      if (refused) return fail(refused);
      ok(LOGO_MESSAGES.uploaded);
      await account.refresh();
    })();
    // Runs once per sign-in state change; account.refresh is stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkLogoFile(file);
    if (problem) return fail(LOGO_MESSAGES[problem]);
    setBusy(true);
    try {
      if (signedIn) {
        const refused = await uploadLogo(file);
        if (refused) return fail(refused);
        await account.refresh();
      } else {
        const dataUrl = await readAsDataUrl(file);
        pendingLogo.write(dataUrl);
        setLocalLogo(dataUrl);
      }
      ok(LOGO_MESSAGES.uploaded);
    } catch {
      fail(LOGO_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (signedIn) {
      if (!(await deleteLogo())) return fail({ title: "Remove failed", description: "Please try again." });
      await account.refresh();
    }
    pendingLogo.clear();
    setLocalLogo(null);
  };

  const shown = signedIn ? account.url : localLogo;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company Logo</CardTitle>
        <CardDescription>
          Add your logo to the top of your Word and PDF documents. PNG or JPG, up to 2 MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {shown ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- an object/data URL, not an optimisable asset */}
            <img src={shown} alt="Your company logo" className="max-h-16 max-w-full min-w-0 object-contain" />
            <Button variant="outline" size="sm" onClick={() => void remove()}>
              <Trash2Icon aria-hidden /> Remove
            </Button>
          </div>
        ) : (
          <div className="flex h-20 items-center justify-center rounded-md border border-dashed text-muted-foreground">
            <ImageIcon aria-hidden className="size-6" />
            <span className="sr-only">No logo uploaded</span>
          </div>
        )}
        <input
          id="logo-upload"
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={busy}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <label
          htmlFor="logo-upload"
          className="flex h-9 w-full cursor-pointer items-center justify-center gap-2 rounded-md border bg-background text-sm font-medium shadow-xs hover:bg-accent peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50"
        >
          <UploadIcon aria-hidden className="size-4" />
          {busy ? "Uploading..." : shown ? "Replace Logo" : "Upload Logo"}
        </label>
        {!signedIn && shown && (
          <p className="text-xs text-muted-foreground">
            Kept in this browser for now: it is saved to your account when you sign in.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

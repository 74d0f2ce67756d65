"use client";

import { useEffect, useRef, useState } from "react";
import type SignaturePad from "signature_pad";

import { Button } from "@lexforge/ui/button";

/**
 * A signature drawn with a finger, pen or mouse (signature_pad), handed up as a PNG data URL after each stroke
 * and null when cleared. Typing the name is the keyboard's way to sign.
 */
export function DrawnSignature({ onChange }: { onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  // signature_pad arrives as its own chunk: strokes made before it has attached would be lost without a word.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void import("signature_pad").then(({ default: Pad }) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      // Drawn at the screen's pixel density, so the PNG is sharp in the PDF.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext("2d")?.scale(ratio, ratio);
      const instance = new Pad(element, { penColor: "#111827" });
      instance.addEventListener("endStroke", () => onChange(instance.toDataURL("image/png")));
      pad.current = instance;
      setReady(true);
    });
    return () => {
      cancelled = true;
      pad.current?.off();
    };
  }, [onChange]);

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        data-testid="signature-pad"
        role="img"
        aria-label="Draw your signature here"
        aria-busy={!ready}
        className={`h-36 w-full touch-none rounded-md border bg-white ${ready ? "" : "cursor-wait opacity-60"}`}
      />
      {ready ? null : <p className="text-sm text-muted-foreground">Getting the signature pad ready…</p>}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          pad.current?.clear();
          onChange(null);
        }}
      >
        Clear
      </Button>
    </div>
  );
}

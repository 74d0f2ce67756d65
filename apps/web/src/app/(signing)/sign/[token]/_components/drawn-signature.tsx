"use client";

import { useEffect, useRef } from "react";
import type SignaturePad from "signature_pad";

import { Button } from "@lexforge/ui/button";

/**
 * A signature drawn with a finger, pen or mouse (signature_pad), handed up as a PNG data URL after each stroke
 * and null when cleared. Typing the name is the keyboard's way to sign.
 */
export function DrawnSignature({ onChange }: { onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

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
        className="h-36 w-full touch-none rounded-md border bg-white"
      />
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

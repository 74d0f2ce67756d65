"use client";

import { Button } from "@lexforge/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@lexforge/ui/dialog";

import { creditsSentence } from "./credits-text";

/** Asked before a new version of an AI-mode document, which costs a credit when its text changes. */
export function ConfirmRegenerateDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  credits: number;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Use 1 document credit?</DialogTitle>
          <DialogDescription>
            A new version of an AI-generated document uses 1 document credit if its text changes. If it comes out the
            same, nothing is saved and nothing is spent. {creditsSentence(props.credits)}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={props.onConfirm}>Continue for 1 credit</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

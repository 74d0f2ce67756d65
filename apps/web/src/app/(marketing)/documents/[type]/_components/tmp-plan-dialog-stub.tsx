"use client";
// TEMPORARY local stand-in while ~/components/choose-plan-dialog is written; removed before hand-off.
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@lexforge/ui/dialog";

export function ChoosePlanDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; credits: number; signedIn: boolean }) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogTitle>Choose a Plan</DialogTitle>
        <DialogDescription>{props.credits === 0 ? "You've used your free document credit. Select a plan to generate more documents." : "Select a plan to add more."}</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import Link from "next/link";

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

/**
 * The 'Authentication Required' dialog. `returnTo` brings the visitor back to the page they were on after
 * signing in or up (the generator keeps their draft in localStorage meanwhile).
 */
export function AuthRequiredDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; returnTo?: string }) {
  const query = props.returnTo ? `?callbackUrl=${encodeURIComponent(props.returnTo)}` : "";
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Authentication Required</DialogTitle>
          <DialogDescription>
            You need to sign in or create an account to generate and download legal documents.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="outline" asChild>
            <Link href={`/sign-up${query}`}>Create Account</Link>
          </Button>
          <Button asChild>
            <Link href={`/sign-in${query}`}>Sign In</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useMutation } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";

import { Button } from "@lexforge/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@lexforge/ui/dialog";
import { toast } from "@lexforge/ui/toast";

import { useTRPC } from "~/trpc/react";

/** Ends every session of the account (other browsers, a copied cookie), then this one. */
export function SignOutEverywhere() {
  const trpc = useTRPC();
  const router = useRouter();
  const endAll = useMutation(trpc.account.signOutEverywhere.mutationOptions());

  const onClick = async () => {
    try {
      await endAll.mutateAsync();
      await signOut({ redirect: false });
    } catch {
      toast.error("Error signing out", { description: "There was a problem signing out. Please try again." });
      return;
    }
    toast.success("Signed out everywhere", { description: "Every device signed in to your account is signed out." });
    router.push("/sign-in");
    router.refresh();
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        Signed in somewhere you no longer use? End every session of your account, this one included.
      </p>
      {/* Asked first: it signs out every device, this one too, and cannot be undone. */}
      <Dialog>
        <DialogTrigger asChild>
          <Button type="button" variant="outline" disabled={endAll.isPending}>
            {endAll.isPending ? "Signing out..." : "Sign out everywhere"}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Sign out everywhere?</DialogTitle>
            <DialogDescription>
              Every browser and device signed in to your account will be signed out, this one included. You can sign in
              again afterwards.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={() => void onClick()} disabled={endAll.isPending}>
              Sign out everywhere
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

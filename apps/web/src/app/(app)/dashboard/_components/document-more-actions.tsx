"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CopyPlus, MoreHorizontal, PencilLine, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRef, useState } from "react";

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
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@lexforge/ui/dropdown-menu";
import { Input } from "@lexforge/ui/input";
import { toast } from "@lexforge/ui/toast";
import { ZRenameDocumentSchema } from "@lexforge/validators";

import { errorProps, FormField } from "~/components/form-field";
import { useTRPC } from "~/trpc/react";

type ActionDocument = { id: string; name: string; type: string };

/**
 * Rename, "Use as a starting point" (the generator opens prefilled with this document's answers; Generate
 * makes a new document and leaves this one as it is) and Delete (soft, with Undo in the toast).
 */
export function DocumentMoreActions({ document }: { document: ActionDocument }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  // The menu item that opened the rename dialog is gone when it closes: focus goes back to More.
  const moreButton = useRef<HTMLButtonElement>(null);
  const remove = useMutation(trpc.documents.delete.mutationOptions());
  const undelete = useMutation(trpc.documents.undelete.mutationOptions());
  const refreshList = () => queryClient.invalidateQueries(trpc.documents.list.pathFilter());

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ id: document.id });
    } catch {
      toast.error("Could not delete the document", { description: "Please try again." });
      return;
    }
    await refreshList();
    toast.success("Document deleted", {
      description: document.name,
      duration: 10_000,
      action: {
        label: "Undo",
        onClick: () =>
          void undelete
            .mutateAsync({ id: document.id })
            .then(refreshList)
            .then(() => toast.success("Document restored", { description: document.name }))
            .catch(() => toast.error("Could not restore the document", { description: "Please try again." })),
      },
    });
  };

  return (
    <>
      {/* Not modal: the rename dialog opens from it, and two modal layers fight over focus and pointer events. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button ref={moreButton} variant="outline" size="sm">
            <MoreHorizontal aria-hidden />
            More<span className="sr-only"> actions for {document.name}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setRenaming(true)}>
            <PencilLine aria-hidden /> Rename…
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={`/documents/${encodeURIComponent(document.type)}?from=${document.id}`}>
              <CopyPlus aria-hidden /> Use as a starting point
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            className="text-destructive focus:text-destructive"
            disabled={remove.isPending}
            onSelect={() => void onDelete()}
          >
            <Trash2 aria-hidden /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {renaming && (
        <RenameDialog
          document={document}
          onClose={() => setRenaming(false)}
          onRenamed={refreshList}
          returnFocus={() => moreButton.current?.focus()}
        />
      )}
    </>
  );
}

function RenameDialog(props: {
  document: ActionDocument;
  onClose: () => void;
  onRenamed: () => Promise<void>;
  returnFocus: () => void;
}) {
  const trpc = useTRPC();
  const rename = useMutation(trpc.documents.rename.mutationOptions());
  const [name, setName] = useState(props.document.name);
  const [error, setError] = useState<string>();
  const id = `rename-${props.document.id}`;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZRenameDocumentSchema.safeParse({ id: props.document.id, name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await rename.mutateAsync(parsed.data);
    } catch {
      return setError("The name could not be saved. Please try again.");
    }
    await props.onRenamed();
    toast.success("Document renamed", { description: parsed.data.name });
    props.onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          props.returnFocus();
        }}
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Rename document</DialogTitle>
            <DialogDescription>
              The new name is shown in your documents list and stays through later versions.
            </DialogDescription>
          </DialogHeader>
          <FormField id={id} label="Document name" error={error}>
            <Input
              id={id}
              value={name}
              maxLength={200}
              onChange={(event) => setName(event.target.value)}
              {...errorProps(id, error)}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? "Saving..." : "Save name"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

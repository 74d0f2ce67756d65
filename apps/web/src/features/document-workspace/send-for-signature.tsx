"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileCheckIcon, Loader2Icon, SendIcon } from "lucide-react";
import { useForm } from "react-hook-form";

import { ZSendForSignatureSchema } from "@lexforge/validators";
import type { TSendForSignature } from "@lexforge/validators";
import { Badge } from "@lexforge/ui/badge";
import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { toast } from "@lexforge/ui/toast";

import { errorProps, FormField } from "~/components/form-field";
import { useTRPC } from "~/trpc/react";

const SIGNER_STATUS: Record<string, string> = {
  waiting: "Waiting for their turn",
  invited: "Invited",
  signed: "Signed",
  declined: "Declined",
};

const REQUEST_STATUS: Record<string, string> = {
  sent: "Out for signature",
  completed: "Signed by everyone",
  declined: "Declined",
  voided: "Voided",
};

const when = (date: Date | string) =>
  new Date(date).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * Sending the document to its parties to sign online, and following the request: who has signed, reminders,
 * voiding, and the sealed PDF once everyone has. Shown only where electronic signatures are valid.
 */
export function SendForSignature({ documentId }: { documentId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.signing.status.queryOptions({ id: documentId }));
  const refresh = () => queryClient.invalidateQueries(trpc.signing.status.queryFilter({ id: documentId }));
  const fail = (error: { message: string }) => toast.error(error.message);
  const voidRequest = useMutation(
    trpc.signing.void.mutationOptions({ onSuccess: () => void refresh(), onError: fail }),
  );
  const remind = useMutation(
    trpc.signing.remind.mutationOptions({
      onSuccess: (r) => toast.success(r.reminded === 1 ? "Reminder sent." : `Reminders sent to ${r.reminded} signers.`),
      onError: fail,
    }),
  );

  if (!status.data) {
    return status.isError ? (
      <p role="alert" className="text-sm text-destructive">
        The signing status could not be loaded. Reload the page to try again.
      </p>
    ) : (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden /> Loading signing status…
      </p>
    );
  }
  const { request, slots } = status.data;
  const open = request?.status === "sent";

  return (
    <section data-testid="send-for-signature" aria-labelledby="send-for-signature-title" className="space-y-4">
      <h4 id="send-for-signature-title" className="font-semibold">
        Sign online
      </h4>
      {request && (
        <div className="space-y-3 rounded-md border p-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={request.status === "completed" ? "default" : "secondary"}>
              {REQUEST_STATUS[request.status]}
            </Badge>
            <span className="text-muted-foreground">
              Sent {when(request.createdAt)} (version {request.version})
            </span>
          </p>
          {request.endReason && <p className="text-sm">This request ended: {request.endReason}.</p>}
          <ul className="space-y-1 text-sm" aria-label="Signers">
            {request.signers.map((signer) => (
              <li key={signer.id} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  <span className="font-medium">{signer.role}:</span> {signer.name}{" "}
                  <span className="break-all text-muted-foreground">({signer.email})</span>
                </span>
                <span>
                  {SIGNER_STATUS[signer.status]}
                  {signer.signedAt ? ` ${when(signer.signedAt)}` : ""}
                </span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {request.status === "completed" && (
              <Button asChild>
                <a href={`/api/documents/${documentId}/signed`} download>
                  <FileCheckIcon aria-hidden /> Download signed PDF
                </a>
              </Button>
            )}
            {open && (
              <>
                <Button
                  variant="outline"
                  disabled={remind.isPending}
                  onClick={() => remind.mutate({ requestId: request.id })}
                >
                  Send a reminder
                </Button>
                <Button
                  variant="outline"
                  disabled={voidRequest.isPending}
                  onClick={() => voidRequest.mutate({ requestId: request.id })}
                >
                  Void request
                </Button>
              </>
            )}
          </div>
          {open && (
            <p className="text-xs text-muted-foreground">
              Editing the document voids this request: the parties sign the version they were sent.
            </p>
          )}
        </div>
      )}
      {!open && request?.status !== "completed" && (
        <SendForm documentId={documentId} slots={slots} onSent={() => void refresh()} />
      )}
    </section>
  );
}

function SendForm(props: {
  documentId: string;
  slots: { slot: number; role: string; name: string }[];
  onSent: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<TSendForSignature>({
    resolver: zodResolver(ZSendForSignatureSchema),
    defaultValues: {
      documentId: props.documentId,
      signers: props.slots.map((slot) => ({ slot: slot.slot, name: slot.name, email: "" })),
      ordered: false,
    },
  });
  const send = useMutation(
    trpc.signing.send.mutationOptions({
      onSuccess: () => {
        toast.success("Sent. Each signer gets a link of their own by e-mail.");
        props.onSent();
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  const errors = form.formState.errors.signers;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => send.mutate(values))}>
      <p className="text-sm text-muted-foreground">
        Each party gets a link by e-mail to review the document, agree to sign electronically and sign. When everyone
        has signed, all receive the signed PDF with a certificate of completion.
      </p>
      {props.slots.map((slot, i) => (
        <fieldset key={slot.slot} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">{slot.role}</legend>
          <FormField id={`signer-${i}-name`} label="Signer's name" error={errors?.[i]?.name}>
            <Input
              id={`signer-${i}-name`}
              autoComplete="name"
              {...form.register(`signers.${i}.name`)}
              {...errorProps(`signer-${i}-name`, errors?.[i]?.name)}
            />
          </FormField>
          <FormField id={`signer-${i}-email`} label="E-mail" error={errors?.[i]?.email}>
            <Input
              id={`signer-${i}-email`}
              type="email"
              autoComplete="email"
              {...form.register(`signers.${i}.email`)}
              {...errorProps(`signer-${i}-email`, errors?.[i]?.email)}
            />
          </FormField>
        </fieldset>
      ))}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register("ordered")} /> Sign one after another, in this order
      </label>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : <SendIcon aria-hidden />} Send for
        signature
      </Button>
    </form>
  );
}

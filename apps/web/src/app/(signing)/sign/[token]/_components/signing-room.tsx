"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, FileDownIcon, Loader2Icon, PenLineIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Badge } from "@lexforge/ui/badge";
import { Button } from "@lexforge/ui/button";
import { Input } from "@lexforge/ui/input";
import { Label } from "@lexforge/ui/label";
import { Textarea } from "@lexforge/ui/textarea";

import { DocumentView } from "~/features/document-workspace/document-view";
import { isClientError } from "~/trpc/errors";
import { useTRPC } from "~/trpc/react";
import { DrawnSignature } from "./drawn-signature";

const STATUS: Record<string, string> = {
  waiting: "Waiting",
  invited: "Not signed yet",
  signed: "Signed",
  declined: "Declined",
};

const day = (date: Date | string) =>
  new Date(date).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/**
 * What a signer sees through their link: the whole document as sent, the consent to electronic records
 * (ESIGN, 15 U.S.C. § 7001(c)), then a typed or drawn signature, or a decline with a reason.
 */
export function SigningRoom({ token }: { token: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const view = useQuery({
    ...trpc.signing.open.queryOptions({ token }),
    retry: (count, error) => !isClientError(error) && count < 2,
  });
  const refresh = () => queryClient.invalidateQueries(trpc.signing.open.queryFilter({ token }));

  if (view.isError) {
    return (
      <section role="alert" className="space-y-2 rounded-lg border bg-card p-6">
        <h1 className="text-xl font-semibold">This link cannot be used</h1>
        <p>{view.error.message}</p>
      </section>
    );
  }
  if (!view.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden /> Loading the document…
      </p>
    );
  }
  const { document, me, parties, sender, status, documentHash, waitingFor } = view.data;
  return (
    <>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">Review and sign</h1>
        <p>
          {sender} asks you to sign <span className="font-medium">{document.title}</span> as{" "}
          <span className="font-medium">{me.role}</span>.
        </p>
        <ul aria-label="Who signs" className="flex flex-wrap gap-2 text-sm">
          {parties.map((party, i) => (
            <li key={i} className="flex items-center gap-1 rounded-md border bg-card px-2 py-1">
              {party.role}: {party.name}
              <Badge variant={party.status === "signed" ? "success" : "secondary"}>{STATUS[party.status]}</Badge>
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <Button asChild variant="outline" size="sm">
            <a href={`/api/sign/${token}`} download>
              <FileDownIcon aria-hidden /> {status === "completed" ? "Download signed PDF" : "Download PDF"}
            </a>
          </Button>
          <span className="break-all text-muted-foreground">Document SHA-256: {documentHash}</span>
        </p>
      </header>

      {status === "completed" ? (
        <Outcome title="Everyone has signed">
          The signed PDF, with its certificate of completion, was e-mailed to every party. You can also download it
          above.
        </Outcome>
      ) : me.status === "signed" && me.signedAt ? (
        <Outcome title="You have signed">
          You signed on {day(me.signedAt)}. When every party has signed, we e-mail you the signed PDF.
        </Outcome>
      ) : me.status === "waiting" ? (
        <Outcome title="Not your turn yet">
          {waitingFor ?? "Another party"} signs first. We will e-mail you a new link when it is your turn.
        </Outcome>
      ) : null}

      <DocumentView document={document} />

      {status === "sent" && me.status === "invited" && (
        <SignForm
          token={token}
          name={me.name}
          sender={sender}
          consented={me.consented}
          expiresAt={me.expiresAt}
          onDone={refresh}
        />
      )}
    </>
  );
}

function Outcome({ title, children }: { title: string; children: React.ReactNode }) {
  // Signing happens at the foot of a long document; the outcome is at the top, so the page goes there.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.scrollIntoView({ block: "center" }), []);
  return (
    <section ref={ref} role="status" className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4">
      <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm">{children}</p>
      </div>
    </section>
  );
}

function SignForm(props: {
  token: string;
  name: string;
  sender: string;
  consented: boolean;
  expiresAt: Date;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const [kind, setKind] = useState<"typed" | "drawn">("typed");
  const [typed, setTyped] = useState(props.name);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  // The box follows the click at once; a consent the server refuses is unticked again.
  const [consented, setConsented] = useState(props.consented);
  const consent = useMutation(
    trpc.signing.consent.mutationOptions({ onSuccess: props.onDone, onError: () => setConsented(props.consented) }),
  );
  const sign = useMutation(trpc.signing.sign.mutationOptions({ onSuccess: props.onDone }));
  const decline = useMutation(trpc.signing.decline.mutationOptions({ onSuccess: props.onDone }));
  const error = consent.error ?? sign.error ?? decline.error;
  const ready = consented && !consent.isPending && typed.trim() !== "" && (kind === "typed" || drawn !== null);

  return (
    <section aria-labelledby="sign-title" className="space-y-6 rounded-lg border bg-card p-4 sm:p-6">
      <h2 id="sign-title" className="text-xl font-semibold">
        Sign this document
      </h2>
      <div className="space-y-3">
        <h3 className="font-semibold">Consent to electronic records and signatures</h3>
        <div className="space-y-2 text-sm text-muted-foreground">
          <p>
            You may sign this document electronically. Your electronic signature has the same legal effect as a
            handwritten one. This consent covers this document and the e-mails about it only.
          </p>
          <p>
            You may instead ask {props.sender} for a paper copy to sign by hand, at no charge, and you may withdraw this
            consent at any time before you sign by unticking the box below; after that nothing is signed electronically
            and the sender must arrange a paper signature.
          </p>
          <p>
            To read and keep this document you need a web browser and a PDF reader; the Download PDF button above gives
            you a copy to print or save. Your link works until {day(props.expiresAt)}.
          </p>
        </div>
        <label className="flex items-start gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={consented}
            disabled={consent.isPending}
            onChange={(e) => {
              setConsented(e.target.checked);
              consent.mutate({ token: props.token, consent: e.target.checked });
            }}
          />
          I agree to use electronic records and signatures for this document.
        </label>
      </div>

      <fieldset className="space-y-3" disabled={!consented}>
        <legend className="font-semibold">Your signature</legend>
        <div role="radiogroup" aria-label="How you sign" className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" checked={kind === "typed"} onChange={() => setKind("typed")} /> Type it
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" checked={kind === "drawn"} onChange={() => setKind("drawn")} /> Draw it
          </label>
        </div>
        <div className="space-y-2">
          <Label htmlFor="signature-name">Full name</Label>
          <Input id="signature-name" autoComplete="name" value={typed} onChange={(e) => setTyped(e.target.value)} />
          {kind === "typed" && typed.trim() !== "" && (
            <p aria-hidden className="font-serif text-2xl italic">
              {typed}
            </p>
          )}
        </div>
        {kind === "drawn" && <DrawnSignature onChange={setDrawn} />}
        <p className="text-xs text-muted-foreground">
          By selecting Sign, you adopt this as your signature on this document, with the same effect as signing it by
          hand.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={!ready || sign.isPending}
            onClick={() =>
              sign.mutate({
                token: props.token,
                signature:
                  kind === "drawn" && drawn
                    ? { kind: "drawn", text: typed, image: drawn }
                    : { kind: "typed", text: typed },
              })
            }
          >
            {sign.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : <PenLineIcon aria-hidden />} Sign
          </Button>
        </div>
      </fieldset>
      {!consented && <p className="text-sm text-muted-foreground">Tick the box above to sign.</p>}
      {/* Outside the fieldset: a party who will not sign electronically can still decline. */}
      <Button variant="outline" type="button" onClick={() => setDeclining((on) => !on)} aria-expanded={declining}>
        Decline to sign
      </Button>

      {declining && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            decline.mutate({ token: props.token, reason });
          }}
        >
          <Label htmlFor="decline-reason">Why do you decline?</Label>
          <Textarea id="decline-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" variant="destructive" disabled={reason.trim() === "" || decline.isPending}>
            Decline
          </Button>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </section>
  );
}

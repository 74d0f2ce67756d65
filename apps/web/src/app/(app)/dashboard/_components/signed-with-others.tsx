"use client";

import { useQuery } from "@tanstack/react-query";
import { FileCheckIcon } from "lucide-react";

import { Badge } from "@lexforge/ui/badge";
import { Button } from "@lexforge/ui/button";
import { Card, CardContent, CardHeader } from "@lexforge/ui/card";

import { useTRPC } from "~/trpc/react";
import { LocalDate } from "./local-date";

const STATUS: Record<string, string> = {
  sent: "Out for signature",
  completed: "Signed by everyone",
  declined: "Declined",
  voided: "Voided",
};

const day = (date: Date) => date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/**
 * Documents other people sent this account's (verified) address to sign: each with who sent it and where it
 * stands, and the sealed PDF once every party has signed. Nothing shows for an account that was sent none.
 */
export function SignedWithOthers() {
  const trpc = useTRPC();
  const received = useQuery(trpc.signing.received.queryOptions());
  if (!received.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold">Sent to you for signature</h2>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {received.data.map((row) => (
            <li key={row.requestId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1">
                <p className="font-medium">{row.title}</p>
                <p className="text-sm text-muted-foreground">
                  From {row.sender}, as {row.role}, sent <LocalDate date={row.sentAt} format={day} />
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={row.status === "completed" ? "success" : "secondary"}>{STATUS[row.status]}</Badge>
                {row.status === "completed" && (
                  <Button asChild size="sm" variant="outline">
                    <a href={`/api/signatures/${row.requestId}`} download>
                      <FileCheckIcon aria-hidden /> Download signed PDF
                    </a>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

"use client";

import { Receipt } from "lucide-react";
import Link from "next/link";
import { useRef } from "react";

import { Button } from "@lexforge/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@lexforge/ui/card";
import { cn } from "@lexforge/ui/utils";

import { REFUND_RULE } from "@lexforge/payments/plans";

import type { BillingSummary } from "./billing-types";
import { formatBillingDate, formatUsd } from "./format";
import { RefundPurchaseButton } from "./refund-purchase-button";

export function BillingHistoryCard({ summary, className }: { summary: BillingSummary; className?: string }) {
  const rows = summary.latestTransactions.slice(0, 3);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Card className={cn(className)}>
      <CardHeader>
        <h2 ref={heading} tabIndex={-1} className="text-lg leading-none font-semibold focus:outline-none">
          Billing History
        </h2>
        <CardDescription>Your latest purchases. {REFUND_RULE}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-4 text-center">
            <Receipt aria-hidden className="size-8 text-muted-foreground" />
            <p className="font-medium">No billing history</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label="Latest transactions">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm">
                <div>
                  <p className="font-medium">{row.label}</p>
                  <p className="text-muted-foreground">
                    <time dateTime={row.date.toISOString()}>{formatBillingDate(row.date)}</time>
                    {row.refundedAt ? (
                      <>
                        {" · Refunded "}
                        <time dateTime={row.refundedAt.toISOString()}>{formatBillingDate(row.refundedAt)}</time>
                      </>
                    ) : null}
                  </p>
                  {!row.refund.available && row.refund.reason && !row.synthetic ? (
                    <p className="mt-1 max-w-prose text-xs text-muted-foreground">{row.refund.reason}</p>
                  ) : null}
                </div>
                <div className="flex items-center gap-3">
                  {row.refund.available ? (
                    <RefundPurchaseButton
                      purchase={row}
                      balanceNow={summary.credits}
                      balanceAfter={row.refund.balanceAfter}
                      onRefunded={() => heading.current?.focus()}
                    />
                  ) : null}
                  <p className={cn("font-medium tabular-nums", row.refundedAt && "text-muted-foreground line-through")}>
                    {formatUsd(row.amountCents)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link href="/dashboard/transactions">View All Transactions</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

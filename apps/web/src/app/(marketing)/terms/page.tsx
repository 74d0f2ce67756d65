import type { Metadata } from "next";
import Link from "next/link";

import { REFUND_RULE } from "@lexforge/payments/plans";

import { PRODUCT_NAME } from "~/lib/product";
import { ContentPage } from "../_components/content-page";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: `The terms that govern your use of ${PRODUCT_NAME}, its document generator and its credit plans.`,
};

export default function TermsPage() {
  return (
    <ContentPage title="Terms of Service" updated="January 15, 2026">
      <p>
        These terms govern your use of {PRODUCT_NAME}. By creating an account or generating a document you agree to
        them.
      </p>
      <h2>Our service</h2>
      <p>
        {PRODUCT_NAME} provides legal document templates and software that fills them in from your answers. We are not a
        law firm, and using the service does not create an attorney-client relationship. See our{" "}
        <Link href="/disclaimer">Disclaimer</Link>.
      </p>
      <h2>Accounts</h2>
      <ul>
        <li>You must give accurate information and keep your password secure.</li>
        <li>You are responsible for everything done with your account.</li>
        <li>Each new account receives one free document credit.</li>
      </ul>
      <h2>Credits and payments</h2>
      <p>
        Credit plans are one-time purchases, not subscriptions. AI-generated documents, refinements, and regenerations
        that change an AI-generated document use one credit each; template-based documents and their new versions are
        free. Credits are tied to your account and cannot be transferred.
      </p>
      <p>
        Refunds: {REFUND_RULE} A refund is asked for from Billing in your dashboard; it removes the purchase&apos;s
        credits from your balance (for an unlimited plan, unlimited use ends). For anything else about a payment,{" "}
        <Link href="/contact">contact us</Link>.
      </p>
      <h2>Your documents</h2>
      <p>
        You own the documents you generate. You are responsible for reviewing them, for how you use them, and for having
        them reviewed by a lawyer where the stakes call for it.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not use the service for unlawful purposes, to harass anyone, or to attempt to access other users&apos; data.
        We may suspend accounts that do.
      </p>
      <h2>Liability</h2>
      <p>
        The service is provided &quot;as is&quot;. To the extent the law allows, our liability is limited to the amount
        you paid us in the twelve months before a claim.
      </p>
    </ContentPage>
  );
}

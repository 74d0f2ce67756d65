import type { Metadata } from "next";
import Link from "next/link";

import { PRODUCT_NAME } from "~/lib/product";
import { ContentPage } from "../_components/content-page";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: `What personal data ${PRODUCT_NAME} collects, why, and the choices you have.`,
};

export default function PrivacyPage() {
  return (
    <ContentPage title="Privacy Policy" updated="January 15, 2026">
      <p>This policy explains what we collect when you use {PRODUCT_NAME} and how we use it.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, e-mail address and, for e-mail accounts, a salted password hash.</li>
        <li>Document inputs and the documents you generate, so you can download and edit them later.</li>
        <li>The company logo you upload, to place on your documents.</li>
        <li>Purchase records: plan, amount and date. Card details are handled by our payment provider, never by us.</li>
        <li>Messages you send through the chat assistant or the contact form.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        Only to provide the service: generating and storing your documents, managing your credits, answering your
        support requests and keeping the service secure. We do not sell your data.
      </p>
      <h2>Retention and deletion</h2>
      <p>
        We keep your data while your account is open. Ask us through the <Link href="/contact">contact page</Link> to
        export or delete it.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a small number of essential cookies; see the <Link href="/cookies">Cookie Policy</Link>.
      </p>
    </ContentPage>
  );
}

import type { Metadata } from "next";

import { PRODUCT_NAME } from "~/lib/product";
import { ContentPage } from "../_components/content-page";

export const metadata: Metadata = {
  title: "Cookie Policy",
  description: `The cookies and browser storage ${PRODUCT_NAME} uses, and why.`,
};

export default function CookiesPage() {
  return (
    <ContentPage title="Cookie Policy" updated="January 15, 2026">
      <p>{PRODUCT_NAME} uses only what it needs to work. We do not use advertising or cross-site tracking cookies.</p>
      <h2>Essential cookies</h2>
      <ul>
        <li>
          <strong>Session cookie</strong>: keeps you signed in. It is encrypted, marked HttpOnly and expires when you
          sign out or after a period of inactivity.
        </li>
        <li>
          <strong>Security cookies</strong>: protect sign-in forms against cross-site request forgery.
        </li>
      </ul>
      <h2>Browser storage</h2>
      <p>
        When you fill in a document form before signing in, we save the draft in your browser&apos;s local storage so
        nothing you type is lost. It never leaves your device until you generate the document.
      </p>
      <h2>Your choices</h2>
      <p>
        You can clear cookies and local storage in your browser settings at any time. Blocking essential cookies will
        stop you from signing in.
      </p>
    </ContentPage>
  );
}

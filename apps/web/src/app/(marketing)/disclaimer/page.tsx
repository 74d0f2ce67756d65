import type { Metadata } from "next";

import { PRODUCT_NAME } from "~/lib/product";
import { ContentPage } from "../_components/content-page";

export const metadata: Metadata = {
  title: "Disclaimer",
  description: `${PRODUCT_NAME} is not a law firm: what our documents are, and what they are not.`,
};

export default function DisclaimerPage() {
  return (
    <ContentPage title="Disclaimer" updated="January 15, 2026">
      <p>
        {PRODUCT_NAME} is not a law firm and does not provide legal advice. The documents, explanations and rule
        warnings on this site are general information and self-help tools.
      </p>
      <h2>No attorney-client relationship</h2>
      <p>
        Using the service, including the chat assistant, does not create an attorney-client relationship. Nothing you
        send us is protected by attorney-client privilege.
      </p>
      <h2>Check before you sign</h2>
      <p>
        Laws change and every situation is different. Our templates are reviewed by lawyers and adjusted to each
        state&apos;s rules, but you are responsible for checking that a document fits your circumstances. For high-value
        transactions, disputes, estates or anything you are unsure about, consult a licensed attorney in your state.
      </p>
      <h2>Citations</h2>
      <p>
        Statute citations shown with a document point to the rule we applied and the date it took effect. They are a
        starting point for your own review, not a guarantee that the law has not changed since.
      </p>
    </ContentPage>
  );
}

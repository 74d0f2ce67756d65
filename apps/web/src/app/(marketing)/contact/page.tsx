import { Clock, Mail, MessageCircle } from "lucide-react";
import type { Metadata } from "next";

import { PRODUCT_NAME } from "~/lib/product";
import { TRPCReactProvider } from "~/trpc/react";
import { ContactForm } from "./_components/contact-form";

export const metadata: Metadata = {
  title: "Contact Us",
  description: `Questions about a document, your credits or a purchase? Send the ${PRODUCT_NAME} team a message.`,
};

export default function ContactPage() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight">Contact Us</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
        Questions about a document, your credits or a purchase? Send us a message and a member of our support team will
        reply by e-mail.
      </p>
      <div className="mt-10 grid gap-10 md:grid-cols-[1fr_18rem]">
        <TRPCReactProvider>
          <ContactForm />
        </TRPCReactProvider>
        <aside aria-label="Other ways to reach us" className="space-y-6 text-sm">
          <p className="flex gap-3">
            <Clock className="size-5 shrink-0 text-primary" aria-hidden />
            <span>We answer within one business day, Monday to Friday.</span>
          </p>
          <p className="flex gap-3">
            <MessageCircle className="size-5 shrink-0 text-primary" aria-hidden />
            <span>Quick question? Our chat assistant on the home page can answer pricing and document questions.</span>
          </p>
          <p className="flex gap-3">
            <Mail className="size-5 shrink-0 text-primary" aria-hidden />
            <span>
              We are not a law firm and cannot give legal advice, but we are happy to help with how {PRODUCT_NAME}{" "}
              works.
            </span>
          </p>
        </aside>
      </div>
    </main>
  );
}

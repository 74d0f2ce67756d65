import type { Metadata } from "next";

import { SessionChatWidget } from "~/components/chat/chat-widget";
import { PRODUCT_NAME } from "~/lib/product";
import { ClosingCta } from "./_components/closing-cta";
import { Hero } from "./_components/hero";
import { HowItWorks } from "./_components/how-it-works";
import { PopularDocuments } from "./_components/popular-documents";
import { TestimonialsCarousel } from "./_components/testimonials-carousel";
import { WhyChoose } from "./_components/why-choose";

export const metadata: Metadata = {
  title: { absolute: `${PRODUCT_NAME} - AI-Powered Legal Documents Created in Minutes` },
  description:
    "Create state-specific legal documents in minutes: NDAs, lease agreements, wills, powers of attorney and more. Your first document credit is free.",
};

export default function HomePage() {
  return (
    <>
      <main id="main">
        <Hero />
        <WhyChoose />
        <PopularDocuments />
        <HowItWorks />
        <TestimonialsCarousel />
        <ClosingCta />
      </main>
      <SessionChatWidget />
    </>
  );
}

import type { Metadata } from "next";

import { VERIFY_EMAIL_TITLE } from "@lexforge/validators";

import { TRPCReactProvider } from "~/trpc/react";
import { AuthCard } from "../_components/auth-card";
import { VerifyEmailButton } from "../_components/email-link-forms";

export const metadata: Metadata = { title: "Verify Your Email" };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function VerifyEmailPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await props.searchParams;
  return (
    <AuthCard
      title="Verify Your Email"
      subtitle="One click and your address is confirmed"
      banner={VERIFY_EMAIL_TITLE}
      bannerTone="green"
    >
      <TRPCReactProvider>
        <VerifyEmailButton email={first(params.email)} token={first(params.token)} />
      </TRPCReactProvider>
    </AuthCard>
  );
}

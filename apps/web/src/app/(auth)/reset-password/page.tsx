import type { Metadata } from "next";

import { TRPCReactProvider } from "~/trpc/react";
import { AuthCard } from "../_components/auth-card";
import { ResetPasswordForm } from "../_components/email-link-forms";

export const metadata: Metadata = { title: "Choose a New Password" };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function ResetPasswordPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await props.searchParams;
  return (
    <AuthCard
      title="Choose a New Password"
      subtitle={first(params.email)}
      banner="Every device signed in to your account is signed out when the password changes."
      bannerTone="blue"
    >
      <TRPCReactProvider>
        <ResetPasswordForm email={first(params.email)} token={first(params.token)} />
      </TRPCReactProvider>
    </AuthCard>
  );
}

import type { Metadata } from "next";

import { TRPCReactProvider } from "~/trpc/react";
import { AuthCard } from "../_components/auth-card";
import { ForgotPasswordForm } from "../_components/email-link-forms";

export const metadata: Metadata = { title: "Reset Password" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Reset Password"
      subtitle="We will e-mail you a link to choose a new password"
      banner="Accounts that sign in with Google reset their password with Google."
      bannerTone="blue"
    >
      <TRPCReactProvider>
        <ForgotPasswordForm />
      </TRPCReactProvider>
    </AuthCard>
  );
}

import type { Metadata } from "next";
import Link from "next/link";

import { googleEnabled } from "~/server/auth";
import { TRPCReactProvider } from "~/trpc/react";
import { AuthCard } from "../_components/auth-card";
import { GoogleButton, OrDivider } from "../_components/google-button";
import { callbackUrlForSignedOut } from "../_components/safe-callback";
import { SignUpForm } from "../_components/sign-up-form";

export const metadata: Metadata = {
  title: "Create Account",
  description: "Create an account and get a free document credit.",
};

export default async function SignUpPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const callbackUrl = await callbackUrlForSignedOut(props.searchParams);

  return (
    <AuthCard
      title="Create Account"
      subtitle="Sign up to start creating legal documents"
      banner="Get 1 free document credit when you sign up."
      bannerTone="green"
    >
      <GoogleButton enabled={googleEnabled} label="Sign up with Google" callbackUrl={callbackUrl} />
      <OrDivider />
      <TRPCReactProvider>
        <SignUpForm callbackUrl={callbackUrl} />
      </TRPCReactProvider>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link
          href={`/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}

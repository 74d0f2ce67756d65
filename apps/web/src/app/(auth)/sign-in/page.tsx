import type { Metadata } from "next";
import Link from "next/link";

import { googleEnabled } from "~/server/auth";
import { AuthCard } from "../_components/auth-card";
import { GoogleButton, OrDivider } from "../_components/google-button";
import { callbackUrlForSignedOut } from "../_components/safe-callback";
import { SignInForm } from "../_components/sign-in-form";

export const metadata: Metadata = {
  title: "Sign In",
  description: "Sign in to manage your legal documents.",
};

export default async function SignInPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const callbackUrl = await callbackUrlForSignedOut(props.searchParams);

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to manage your legal documents"
      banner="New users get a free document credit when they create an account."
      bannerTone="blue"
    >
      <GoogleButton enabled={googleEnabled} label="Sign in with Google" callbackUrl={callbackUrl} />
      <OrDivider />
      <SignInForm callbackUrl={callbackUrl} />
      <p className="text-center text-sm">
        <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </p>
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{" "}
        <Link
          href={`/sign-up?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}

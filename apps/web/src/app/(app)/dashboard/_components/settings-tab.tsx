"use client";

import { useQuery } from "@tanstack/react-query";

import { Card, CardContent, CardDescription, CardHeader } from "@lexforge/ui/card";

import { useTRPC } from "~/trpc/react";
import { ChangePassword } from "./change-password-form";
import { ProfileForm } from "./profile-form";
import { SavedPartiesCard } from "./saved-parties-card";
import { SignOutEverywhere } from "./sign-out-everywhere";

export function SettingsTab() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.account.profile.queryOptions());

  if (profile.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        Loading account settings...
      </p>
    );
  }
  if (profile.isError) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-destructive">
        There was a problem retrieving your account information.
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-none font-semibold">Account Settings</h2>
          <CardDescription>Manage your account information</CardDescription>
        </CardHeader>
        <CardContent>
          {/* Keyed on the stored name so a refetch after saving resets the form to it. */}
          <ProfileForm key={profile.data.name} name={profile.data.name} email={profile.data.email} />
        </CardContent>
      </Card>
      <SavedPartiesCard />
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-none font-semibold">Security</h2>
          <CardDescription>Your password and sign-in method</CardDescription>
        </CardHeader>
        <CardContent>
          {profile.data.provider === "google" ? (
            <p className="text-sm">You&apos;re signed in with Google. Password management is handled by Google.</p>
          ) : (
            <ChangePassword passwordUpdatedAt={profile.data.passwordUpdatedAt} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-none font-semibold">Sessions</h2>
          <CardDescription>Where your account is signed in</CardDescription>
        </CardHeader>
        <CardContent>
          <SignOutEverywhere />
        </CardContent>
      </Card>
    </div>
  );
}

import "server-only";

import NextAuth from "next-auth";

import { createAuthConfig } from "@lexforge/auth/config";

import { authSecret, googleAuth } from "~/env";
import { getDb } from "./db";

// Lazy configuration: the adapter gets the database on the first auth call, not at import time.
export const { auth, handlers, signIn, signOut } = NextAuth(async () =>
  createAuthConfig({ db: await getDb(), secret: authSecret, google: googleAuth }),
);

export const googleEnabled = googleAuth !== undefined;

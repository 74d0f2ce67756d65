import "server-only";

import { createAuth } from "@lexforge/auth";

import { authSecret, googleAuth } from "~/env";
import { db, dbReady } from "./db";

export const { auth, handlers, signIn, signOut } = createAuth({
  db,
  ready: dbReady,
  secret: authSecret,
  google: googleAuth,
});

export const googleEnabled = googleAuth !== undefined;

import NextAuth from "next-auth";

import type { AuthOptions } from "./config";
import { createAuthConfig } from "./config";

export type { Session } from "next-auth";
export type { AuthOptions } from "./config";

export function createAuth(options: AuthOptions) {
  return NextAuth(createAuthConfig(options));
}

export { EmailTakenError, SIGNUP_CREDITS, signUpWithPassword } from "./sign-up";

export type { Session } from "next-auth";
export type { AuthOptions } from "./config";
export { createAuthConfig } from "./config";
export { EmailTakenError, SIGNUP_CREDITS, signUpWithPassword } from "./sign-up";
export { endSession, endUserSessions, SESSION_MAX_AGE_SECONDS } from "./sessions";
export { readSession } from "./read-session";

/** What a 429 says to the user (the server's RATE_LIMITED message, for the answers that carry no body). */
export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

// Plain strings the browser shows, kept apart from the schemas: importing one of them must not bring zod
// into a page's first-load JS.

/** Shown on the pricing page and the plan dialog, and returned by checkout, when nothing can be bought. */
export const PAYMENTS_UNAVAILABLE_MESSAGE = "Payments are not available right now. Please try again later.";

/** The message for an address not confirmed yet: the mail's subject, the page banner, the toasts. */
export const VERIFY_EMAIL_TITLE = "Please verify your email address";

export const MISSING_INFORMATION = "Please fill all required fields to generate the document.";
export const REFINE_INSTRUCTIONS_REQUIRED = "Please provide instructions on how to refine the document.";

/** What a refused attempt says (429): sign-in, sign-up, mail and every other limited action. */
export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

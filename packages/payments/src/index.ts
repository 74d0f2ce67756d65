export * from "./plans";
export * from "./card";
export * from "./checkout";
export * from "./local-checkout";
export * from "./stripe-client";
export * from "./webhook";

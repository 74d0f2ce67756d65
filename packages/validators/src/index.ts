export * from "./auth";
export * from "./documents";
export * from "./account";
export * from "./logo";
export * from "./pagination";
export * from "./chat";
export * from "./billing";
export * from "./errors";

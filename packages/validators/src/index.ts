export * from "./auth";
export * from "./documents";

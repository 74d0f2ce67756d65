export * from "./ai";
export * from "./auth";
export * from "./billing";
export * from "./credits";
export * from "./documents";
export * from "./support";
export * from "./limits";
export * from "./parties";

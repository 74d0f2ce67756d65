export { default } from "@lexforge/vitest-config";

export { default } from "@lexforge/tailwind-config/postcss-config";

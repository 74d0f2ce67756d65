import { baseConfig } from "@lexforge/eslint-config/base";

export default baseConfig;

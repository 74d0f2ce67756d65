import { baseConfig } from "@lexforge/eslint-config/base";
import { nextjsConfig } from "@lexforge/eslint-config/nextjs";
import { reactConfig } from "@lexforge/eslint-config/react";

export default [...baseConfig, ...reactConfig, ...nextjsConfig, { ignores: ["playwright-report/**", "test-results/**"] }];

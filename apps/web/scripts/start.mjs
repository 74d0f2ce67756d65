// `pnpm start`: the standalone server `next build` makes (next.config.ts: output "standalone"), the same one
// the Docker image runs, started from the build in place. `next start` refuses that output with a warning.
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const web = path.dirname(import.meta.dirname);
const standaloneWeb = path.join(web, ".next", "standalone", "apps", "web");
const server = path.join(standaloneWeb, "server.js");
if (!existsSync(server)) {
  console.error("No production build here: run `pnpm build` first.");
  process.exit(1);
}

// The standalone server serves the static files from beside itself; the build leaves them where they were
// made (the image copies them the same way).
cpSync(path.join(web, ".next", "static"), path.join(standaloneWeb, ".next", "static"), { recursive: true });
if (existsSync(path.join(web, "public"))) {
  cpSync(path.join(web, "public"), path.join(standaloneWeb, "public"), { recursive: true });
}

// The server listens on HOSTNAME, which shells set to the machine's name: every interface unless HOST says.
process.env.HOSTNAME = process.env.HOST || "0.0.0.0";
process.chdir(standaloneWeb);
await import(pathToFileURL(server).href);

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

/**
 * The Dockerfile installs dependencies from the workspace manifests it copies before `pnpm install`: a
 * package the app imports whose manifest is not copied gets none of its dependencies installed, and the image
 * does not build (packages/ai was missing once). No Docker daemon is needed to check that.
 */
const root = path.join(import.meta.dirname, "..", "..", "..");
const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

/** Workspace package directories (packages/*, tooling/*) by package name. */
function workspaceDirs(): Map<string, string> {
  const dirs = new Map<string, string>();
  for (const parent of ["packages", "tooling"]) {
    for (const name of readdirSync(path.join(root, parent))) {
      const dir = `${parent}/${name}`;
      if (existsSync(path.join(root, dir, "package.json"))) dirs.set(manifest(dir).name, dir);
    }
  }
  return dirs;
}

test("the image installs every workspace package the web app depends on", () => {
  const dirs = workspaceDirs();
  const needed = new Set<string>();
  const visit = (dir: string) => {
    // Development dependencies too: `pnpm install` installs them for the build (the tooling configs, say).
    const { dependencies, devDependencies } = manifest(dir);
    for (const [name, version] of Object.entries({ ...dependencies, ...devDependencies })) {
      const found = dirs.get(name);
      if (!version.startsWith("workspace:") || !found || needed.has(found)) continue;
      needed.add(found);
      visit(found);
    }
  };
  visit("apps/web");
  expect(needed.size).toBeGreaterThan(3);
  const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
  // Only what is copied before the install counts: a later `COPY . .` does not give the install its manifests.
  const install = dockerfile.indexOf("RUN pnpm install");
  expect(install, "the Dockerfile runs pnpm install").toBeGreaterThan(0);
  const beforeInstall = dockerfile.slice(0, install);
  for (const dir of needed) {
    const parent = path.dirname(dir);
    const copied = [`COPY ${dir}/package.json ${dir}/`, `COPY ${dir} ${dir}`, `COPY ${parent} ${parent}\n`].some(
      (line) => beforeInstall.includes(line),
    );
    expect(copied, `Dockerfile copies ${dir}/package.json before pnpm install`).toBe(true);
  }
});

import "server-only";

import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

import { RenderPool } from "@lexforge/api";
import type { Renderer } from "@lexforge/api";
import { errorFacts, log } from "@lexforge/log";

import { env } from "~/env";

const globalForPool = globalThis as unknown as { lexforgeRenderPool?: RenderPool };

/**
 * The render threads: the cores less the main thread's, at least one (RENDER_THREADS overrides). Each has a
 * heap limit, so a runaway document fails its own download instead of growing the server without bound.
 */
function pool(): RenderPool {
  globalForPool.lexforgeRenderPool ??= new RenderPool(
    env.RENDER_THREADS ?? Math.max(1, availableParallelism() - 1),
    () =>
      new Worker(new URL("./render-worker.ts", import.meta.url), {
        name: "lexforge-render",
        // Its own young generation: the server's small one (`pnpm start`'s --max-semi-space-size) would halve
        // how fast it renders, since a render allocates a great deal that dies young.
        resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 64 },
      }),
    (error) => log.error(errorFacts(error), "render thread failed"),
  );
  return globalForPool.lexforgeRenderPool;
}

/** The renderer the web server's downloads use (the pool starts with the first download). */
export const pooledRenderer = (): Renderer => pool().renderer;

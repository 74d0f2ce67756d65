// One Next standalone server per core: `node cluster.mjs [path/to/server.js]` (default ./server.js, which
// is where the Docker image puts both). Node's cluster module shares the one listening port between the
// workers and spreads connections over them; a worker that dies is replaced.
//
// WEB_CONCURRENCY sets the number of workers (default: the cores available). The embedded database
// (PGlite) belongs to one process, so without DATABASE_URL this runs a single worker whatever is asked.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const entry = path.resolve(process.argv[2] ?? "server.js");

function workerCount() {
  if (!process.env.DATABASE_URL) return 1;
  const asked = Number(process.env.WEB_CONCURRENCY);
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();
}

if (cluster.isPrimary) {
  const count = workerCount();
  console.log(`[cluster] ${count} worker${count === 1 ? "" : "s"} running ${entry}`);
  for (let i = 0; i < count; i++) cluster.fork();
  let stopping = false;
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`[cluster] worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      process.exitCode = 0;
    });
  }
} else {
  await import(pathToFileURL(entry).href);
}

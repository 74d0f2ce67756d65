// Runs deploy/nginx.conf, as docker-compose.yml uses it, in front of one local server: the bench measures
// pages through it and the e2e spec checks what it keeps. Only the parts that name the compose network
// change: the upstream becomes the given server, the port a local one, the cache a temporary directory.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const CONFIG = path.join(import.meta.dirname, "nginx.conf");

/** nginx from NGINX_PATH or Debian's package (`apt-get install nginx`), or undefined when there is none. */
export function nginxPath() {
  return [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => file && existsSync(file));
}

/** The compose file's site, pointed at `upstream` ("127.0.0.1:3000") and listening on `port`. */
export async function localSite(upstream, port, cacheDir) {
  let site = await readFile(CONFIG, "utf8");
  const swaps = [
    [/(?:\n\s*server web-\d:3000[^;]*;)+/, `\n  server ${upstream};`],
    [/listen 80;/, `listen 127.0.0.1:${port};`],
    [/proxy_cache_path \/var\/cache\/nginx\/lexforge /, `proxy_cache_path ${cacheDir} `],
  ];
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(site)) throw new Error(`deploy/nginx.conf no longer matches ${pattern}: update nginx-local.mjs`);
    site = site.replace(pattern, replacement);
  }
  return site;
}

/** Starts nginx in front of `upstream`; resolves once it accepts connections. */
export async function startProxy({ upstream, port, workers = 1 }) {
  const nginx = nginxPath();
  if (!nginx) throw new Error("nginx is not installed (Debian: apt-get install nginx), or set NGINX_PATH");
  const dir = await mkdtemp(path.join(tmpdir(), "lexforge-nginx-"));
  await writeFile(path.join(dir, "site.conf"), await localSite(upstream, port, path.join(dir, "cache")));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
    .join("\n  ");
  await writeFile(
    path.join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes ${workers};
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  include ${path.join(dir, "site.conf")};
}
`,
  );
  const child = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  for (let tries = 0; !(await accepts(port)); tries++) {
    if (child.exitCode !== null || tries > 100) {
      child.kill();
      throw new Error(`nginx did not start: ${errors || (await readFile(path.join(dir, "error.log"), "utf8"))}`);
    }
    await sleep(100);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket.end() && true));
    socket.once("error", () => resolve(false));
  });
}

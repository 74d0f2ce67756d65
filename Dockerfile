# Production image of the web app: Next's standalone server (only the files it traces, so production
# dependencies only), run as the unprivileged `node` user. Migrations run when the server starts, under an
# advisory lock, so several replicas can start together against one database.

FROM node:24-bookworm-slim AS build
ENV CI=true TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1
RUN npm install -g pnpm@10.34.9
WORKDIR /app
# Manifests first: the dependency layer is reused until a package.json or the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY apps/web/package.json apps/web/
COPY packages/ai/package.json packages/ai/
COPY packages/api/package.json packages/api/
COPY packages/auth/package.json packages/auth/
COPY packages/db/package.json packages/db/
COPY packages/doc-engine/package.json packages/doc-engine/
COPY packages/log/package.json packages/log/
COPY packages/payments/package.json packages/payments/
COPY packages/ui/package.json packages/ui/
COPY packages/validators/package.json packages/validators/
COPY tooling tooling
COPY bench/package.json bench/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @lexforge/web build

FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# As `pnpm start`: the heap limits and malloc arenas of docs/architecture.md, "Memory".
ENV NODE_OPTIONS="--max-old-space-size=384 --max-semi-space-size=16" MALLOC_ARENA_MAX=2
WORKDIR /app
# The standalone server keeps the monorepo layout: apps/web/server.js plus the traced node_modules.
COPY --from=build --chown=node:node /app/apps/web/.next/standalone ./
COPY --from=build --chown=node:node /app/apps/web/.next/static ./apps/web/.next/static
COPY --from=build --chown=node:node /app/apps/web/public ./apps/web/public
# Read at run time: the SQL migrations (found by walking up from the working directory) and the PDF font
# (the build also copies it into .next/server/assets; this keeps the licensed source files beside it).
COPY --from=build --chown=node:node /app/packages/db/migrations ./packages/db/migrations
COPY --from=build --chown=node:node /app/packages/doc-engine/assets/fonts ./packages/doc-engine/assets/fonts
# pnpm-workspace.yaml marks the root the app's paths are resolved from (the embedded database lives in .data).
COPY --from=build --chown=node:node /app/pnpm-workspace.yaml ./
# One server process per core (WEB_CONCURRENCY overrides; one without DATABASE_URL).
COPY --from=build --chown=node:node /app/deploy/cluster.mjs ./apps/web/cluster.mjs
RUN mkdir -p .data && chown node:node .data
USER node
WORKDIR /app/apps/web
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "cluster.mjs"]

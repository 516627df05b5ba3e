# syntax=docker/dockerfile:1
# The payments-service sandbox as a container: `docker compose up` (compose.yaml) runs it with
# a PostgreSQL for a shared team sandbox; `docker run` alone uses the embedded PostgreSQL in
# the /data volume. See the README, "Self-hosting with Docker".

# --- build: bundle the TypeScript, then keep only what runs ------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The repository's workspace (the typed client package) must exist for npm ci; it is not shipped.
COPY packages/client/package.json ./packages/client/package.json
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
# The command line is bundled into one file, dist/cli.js (scripts/bundle.ts).
COPY scripts/bundle.ts ./scripts/bundle.ts
# The dashboard (served at /dashboard/) is built with the API types of the client package.
COPY dashboard ./dashboard
COPY packages/client/src/schema.ts ./packages/client/src/schema.ts
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && rm -rf node_modules/@payments-service

# --- runtime: the compiled service and its production dependencies, as a non-root user -------
FROM node:20-bookworm-slim
# MALLOC_TRIM_THRESHOLD_: the C library gives freed memory back (docs/performance.md, Memory).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node docker/entrypoint.sh /usr/local/bin/payments-service-entrypoint
RUN mkdir -p /data && chown node:node /data && chmod 0755 /usr/local/bin/payments-service-entrypoint
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["payments-service-entrypoint"]
CMD ["serve"]

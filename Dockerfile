# syntax=docker/dockerfile:1
# GameHub's image: `docker compose up` (compose.yaml) runs it with PostgreSQL and Redis.
# Stages: `build` compiles the site (needs the dev dependencies), `deps` installs only the
# runtime dependencies, and the final image gets those two results and nothing else.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS toolchain
# better-sqlite3 compiles from source when no prebuilt binary matches the platform (sharp and
# argon2 come prebuilt from npm); the compilers stay in these stages, out of the final image.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./

FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM toolchain AS deps
# The server bundle keeps npm packages external (scripts/build-server.mjs), so it needs them.
RUN npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
# pg_dump and pg_restore for the backup commands on PostgreSQL (bookworm's are version 15, and
# pg_dump refuses a newer server: compose.yaml runs PostgreSQL 15 to match).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
# package.json marks dist/ as ES modules ("type": "module").
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Read at run time: the DOS player's licence (served beside it) and the demo game's bundle
# (seeded into an empty database).
COPY licenses ./licenses
COPY retro-games/bundles ./retro-games/bundles
# DATA_DIR: the generated session secret, mail written to files (without SMTP_URL), backups and,
# without DATABASE_URL, the SQLite database. Created here so a fresh volume belongs to `node`.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]

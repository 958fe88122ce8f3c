# syntax=docker/dockerfile:1
#
# One image for the six services and the migration tool. The command chooses what runs:
#
#   docker build -t proposals:local .
#   docker run proposals:local                                        # gateway (the default)
#   docker run proposals:local node services/exporter/dist/main.js    # any other service
#   docker run -w /app/packages/db/migrate proposals:local \
#     sh -c 'node ensure-database.js && exec node_modules/.bin/prisma migrate deploy'
#
# Nothing is downloaded at build time except npm packages and Debian packages: Prisma's engine
# binaries are never needed (see ../shared/prisma-offline/README.md) and puppeteer uses the
# system Chromium.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true \
    CHECKPOINT_DISABLE=1 \
    TURBO_TELEMETRY_DISABLED=1 \
    PUPPETEER_SKIP_DOWNLOAD=true
# corepack fails its signature check in our environments; npm installs pnpm fine.
RUN npm install -g pnpm@10

# The lockfile alone is enough to fill the store, so this layer stays cached until it changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch

COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm build
# Prisma 6 derives the migration schema (packages/db/migrate/.generated) when its config loads;
# do it now, because the runtime file system is read-only and owned by root.
RUN cd packages/db/migrate && node_modules/.bin/prisma validate
# Keep production dependencies only: reinstall from the store without devDependencies
# (`--prod` over an existing install leaves them in node_modules/.pnpm). The compiled code and
# the generated Prisma client (packages/db/src/generated, dist/) are outside node_modules.
RUN find . -name node_modules -type d -prune -exec rm -rf {} + \
    && pnpm install --frozen-lockfile --offline --prod \
    && rm -rf .turbo packages/*/.turbo services/*/.turbo \
    && chmod -R u=rwX,go=rX /app
# (The chmod: files keep their mode from the build context, and a migration.sql written by
# packages/db/migrate/new-migration.sh is 0600 in a working tree; the service user must read it.)

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# chromium: the exporter renders PDFs with it (puppeteer never downloads a browser).
# fonts-liberation: metric-compatible Arial/Times/Courier for those PDFs.
# tini: PID 1 that forwards signals and reaps Chromium's child processes.
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
       chromium fonts-liberation tini \
    && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    CHROME_PATH=/usr/bin/chromium \
    PUPPETEER_SKIP_DOWNLOAD=true \
    CHECKPOINT_DISABLE=1 \
    XDG_CONFIG_HOME=/tmp/.config \
    XDG_CACHE_HOME=/tmp/.cache

WORKDIR /app
# Owned by root and not writable by the service user: the code cannot change itself.
COPY --from=build /app /app
# The filesystem storage driver's directory (STORAGE_DIR in docker-compose.yml). A named volume
# mounted here starts as a copy of it, so it belongs to the service user from the first run.
RUN mkdir -p /var/lib/proposals/storage && chown -R 1000:1000 /var/lib/proposals

# The base image's "node" user, by number so that Kubernetes can check runAsNonRoot.
USER 1000:1000
# Gateway API; the workers' health ports (analyzer, generator, scorer, exporter, dispatcher).
EXPOSE 3000 3101 3102 3103 3104 3105

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "services/gateway/dist/main.js"]

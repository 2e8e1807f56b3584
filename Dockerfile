# Production images for docker-compose.yml: one build context, a target per app (APP=cms or
# frontend). Node 24, the Active LTS the scripts and CI run on too, pinned to a release.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY cms/package.json cms/
COPY frontend/package.json frontend/
COPY client/package.json client/
# npm ci's postinstall applies these (patch-package) and fails the build if one does not apply.
COPY patches/ patches/
RUN npm ci --no-audit --no-fund

FROM deps AS build
ARG APP
COPY . .
RUN cd ${APP} && NODE_ENV=production npm run build
# What runs needs no build tool, test runner or linter: the devDependencies go (the patched
# packages stay as patched, pruning installs nothing).
RUN npm prune --omit=dev --no-audit --no-fund && npm cache clean --force

# One image per app. The CMS applies migrations at boot. The code belongs to root and is only
# read; the server runs as the image's unprivileged `node` user, which owns only what it writes:
# Next's cache and the media folder (a fresh named volume takes that ownership).
FROM ${NODE_IMAGE} AS app
ARG APP
ARG PORT
COPY --from=build /app /app
RUN mkdir -p /app/${APP}/.next/cache /data/media \
  && chown -R node:node /app/${APP}/.next/cache /data/media
WORKDIR /app/${APP}
USER node
# Containers are reached from their network, not their own loopback (the apps' default).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=${PORT} HOST=0.0.0.0
EXPOSE ${PORT}
# Each app's `start` script serves on $PORT.
CMD ["npm", "start"]

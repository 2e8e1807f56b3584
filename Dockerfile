# Production images for docker-compose.yml: one build context, a target per app.
FROM node:22-bookworm-slim AS deps
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

FROM deps AS source
COPY . .

# One image per app (APP=cms or frontend). The CMS applies migrations at boot.
FROM source AS app
ARG APP
ARG PORT
WORKDIR /app/${APP}
RUN NODE_ENV=production npm run build
# Containers are reached from their network, not their own loopback (the apps' default).
ENV NODE_ENV=production PORT=${PORT} HOST=0.0.0.0
EXPOSE ${PORT}
# Each app's `start` script serves on $PORT.
CMD ["npm", "start"]

# Reelhouse as one image for every role (ROLE=all, web or worker). Built from the repository root:
#   docker build -t reelhouse .
# Stage 1 installs everything and builds; stage 2 keeps only what runs, with Debian's ffmpeg.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The lockfile and the workspaces' manifests first, so a code change does not reinstall.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ffmpeg \
    && rm -rf /var/lib/apt/lists/* \
    && mkdir /data && chown node:node /data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules node_modules
COPY --from=build --chown=root:root /app/apps/server/package.json apps/server/
COPY --from=build --chown=root:root /app/apps/server/dist apps/server/dist
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
COPY --from=build --chown=root:root /app/packages packages
COPY --from=build --chown=root:root /app/deploy deploy
# The code belongs to root and cannot be changed by the server; only /data is the server's.
USER node
ENV NODE_ENV=production DATA_DIR=/data HOST=0.0.0.0 PORT=8080
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself receives SIGTERM (no shell in between), so the server drains and stops cleanly.
CMD ["node", "apps/server/dist/main.js"]

# The Portal API image for Azure Container Apps (deploy/infra/modules/api.bicep): Node 24 runs the
# TypeScript sources directly (type stripping), production dependencies only, as the unprivileged
# `node` user. The SPA is not in it: Azure Static Web Apps serves dist/. The same image runs the
# database migrations (`node scripts/migrate.mjs`) as a Container Apps job.
#   docker build -t portal-api:<commit> .

FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# npm install keeps to package-lock.json (see .ci/run on why not npm ci); no dev dependencies, no browsers.
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --omit=dev --no-audit --no-fund \
  && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY package.json ./
COPY server ./server
COPY contract ./contract
COPY scripts/migrate.mjs scripts/node24.mjs ./scripts/
USER node
EXPOSE 8080
# Container Apps probes /api/health/live and /api/health/ready; SIGTERM lets in-flight requests finish.
# A young generation of 16 MB a semi-space and two malloc arenas: docs/adr/0012.
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-semi-space-size=16", "server/main.ts"]

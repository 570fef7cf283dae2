# syntax=docker/dockerfile:1
# The production image of Godisguiden (docs/deploy.md): `docker build -t godisguiden .`
# Three stages: production dependencies alone, a build with every dependency, and a small runtime
# that holds the first stage's node_modules and the second's build, run as the unprivileged `node`
# user with `npm start`.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
# patches/ is applied by the install's postinstall step (patch-package; ADR 030).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# Read at run time: the migrations applied at start-up, and the demo catalogue SEED_DEMO writes
# (data/demo/ texts and retailers, data/feeds/ the bundled feeds it imports).
COPY package.json ./
COPY supabase/migrations ./supabase/migrations
COPY data ./data
# The embedded database and generated secrets live in DATA_DIR (only without DATABASE_URL).
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
# Liveness only: whether this instance should get visitors is GET /readyz (database and migrations).
HEALTHCHECK --interval=15s --timeout=3s CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "start"]

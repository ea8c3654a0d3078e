# One image: Deno, the dependencies, the built client, served by `deno task start` as a non-root user.
FROM denoland/deno:2.9.6

WORKDIR /app
# APP_ENV=production also makes the build below one without source maps (SOURCE_MAPS). The server listens on
# every interface of the container (HOST): the published port is how it is reached.
ENV DENO_DIR=/app/.deno-cache \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=8000 \
    DATABASE_URL=sqlite:/app/data/ledgerdesk.db

COPY deno.json deno.lock ./
RUN deno install --frozen

COPY . .
RUN deno task build \
 && deno cache server/main.ts \
 && mkdir -p /app/data \
 && chown -R deno:deno /app

USER deno
EXPOSE 8000
VOLUME ["/app/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["deno", "eval", "const r = await fetch('http://127.0.0.1:' + (Deno.env.get('PORT') ?? '8000') + '/api/health'); Deno.exit(r.ok ? 0 : 1)"]
CMD ["deno", "task", "start"]

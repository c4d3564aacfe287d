# The gameledger service: `gameledger serve` by default; the same image runs `gameledger worker` and every other
# command. It needs a Redis (REDIS_URL): the image holds no redis-server. See docs/operations.md and compose.yaml.
#
#   docker build -t gameledger .
#   docker run -e REDIS_URL=redis://redis:6379/0 -p 8000:8000 gameledger
#
# PYTHON_IMAGE: the base of both stages (any Debian-based image with Python 3.11+ and its venv module). Behind a proxy
# that signs TLS with its own authority, hand pip that authority's certificates as a secret:
#   docker build --secret id=pip-cert,src=/etc/ssl/certs/ca-certificates.crt -t gameledger .
ARG PYTHON_IMAGE=python:3.11-slim

# --- builder: the project and its pinned dependencies installed into a virtual environment -------------------------
FROM ${PYTHON_IMAGE} AS builder
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_CACHE_DIR=1 PYTHONDONTWRITEBYTECODE=1
RUN python3 -m venv /opt/venv
WORKDIR /src
COPY pyproject.toml README.md ./
COPY api ./api
COPY engine ./engine
COPY events ./events
COPY gameledger ./gameledger
COPY workers ./workers
RUN --mount=type=secret,id=pip-cert \
    if [ -f /run/secrets/pip-cert ]; then export PIP_CERT=/run/secrets/pip-cert; fi \
 && /opt/venv/bin/pip install . \
 && /opt/venv/bin/pip uninstall -y pip \
 && /opt/venv/bin/gameledger --help > /dev/null

# --- the image: the base, the virtual environment, a user that is not root -----------------------------------------
FROM ${PYTHON_IMAGE}
RUN groupadd --system --gid 10001 gameledger \
 && useradd --system --uid 10001 --gid gameledger --home-dir /home/gameledger --create-home --shell /usr/sbin/nologin gameledger
COPY --from=builder /opt/venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH PYTHONUNBUFFERED=1
USER gameledger
WORKDIR /home/gameledger
EXPOSE 8000
# Ready: Redis answers, the store's scripts are loaded and, where there are workers, one is alive (GET /ready).
# the readiness URL checked: the default command's; a container serving on another port sets HEALTHCHECK_URL
ENV HEALTHCHECK_URL=http://127.0.0.1:8000/ready
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["python3", "-c", "import os, sys, urllib.request; sys.exit(0 if urllib.request.urlopen(os.environ['HEALTHCHECK_URL'], timeout=4).status == 200 else 1)"]
STOPSIGNAL SIGTERM
CMD ["gameledger", "serve", "--host", "0.0.0.0"]

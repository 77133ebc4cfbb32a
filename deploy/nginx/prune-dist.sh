#!/bin/sh
# Usage: prune-dist.sh DIR
# Deletes from a built app's dist/ what its image does not serve, before the image copies it
# (the Dockerfiles run it; deploy/src/nginx-app.ts runs it on the files its nginx serves):
# - source maps (not published; keep them from the build for error tracking), the server build's
#   included, and mf-stats.json (build statistics; the shell reads mf-manifest.json). The server
#   build itself (server/*.js) stays: the shell's render server runs its own, and loads each
#   remote's from that remote's container;
# - then every gzip copy (`x.js.gz`, written by the build) whose file is gone: it is sent only in
#   place of that file, so it would be dead weight in the image.
set -eu

dir=${1:?usage: prune-dist.sh DIR}
[ -d "$dir" ] || { echo "prune-dist.sh: $dir is not a folder" >&2; exit 1; }

find "$dir" -type f \( -name '*.map' -o -name 'mf-stats.json' \) -exec rm -f {} +
find "$dir" -type f -name '*.gz' -exec sh -c 'for gz; do [ -e "${gz%.gz}" ] || rm -f "$gz"; done' sh {} +

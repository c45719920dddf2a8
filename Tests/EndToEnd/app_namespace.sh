#!/usr/bin/env bash
# An app's namespace is free of the test kit and of the package's workshop.
#
# Type-checks small files against the modules of the debug build, as a
# package that depends on TermBridge sees them (another package name, so
# `package` declarations are out of reach):
#   - `import TermBridge` alone: KeyScript, SnapshotStore, TermPilot and
#     ScreenSnapshot must each be "not in scope";
#   - `import TermBridge` alone: the widget primitive and the demo's and
#     tests' helpers (WidgetView, WidgetViewContext, FramePhase,
#     StandardStream, StorageDirectories, String.hasSameBytes,
#     TermApplication.drawnViewCount, .phase, a representable's makeWidget)
#     must each be unknown;
#   - `import TermBridge` and `import TermBridgeTesting`: the test kit
#     type-checks, and a representable written by an app does too.
#
# Usage: Tests/EndToEnd/app_namespace.sh [BUILD_DIR]  (default .build/debug;
# runs `swift build` first unless BUILD_DIR is given or SKIP_BUILD=1).
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:-.build/debug}
if [ -z "${1:-}" ] && [ "${SKIP_BUILD:-0}" != 1 ]; then
  swift build >/dev/null 2>&1 || { swift build 2>&1 | tail -20; exit 1; }
fi
MODULES=$BUILD/Modules
[ -d "$MODULES" ] || MODULES=$BUILD
[ -f "$MODULES/TermBridge.swiftmodule" ] || [ -d "$MODULES/TermBridge.swiftmodule" ] || {
  echo "app_namespace: no TermBridge.swiftmodule in $MODULES"
  exit 1
}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/app-namespace.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

typecheck() {  # typecheck FILE: the compiler's output, and its status
  swiftc -typecheck -swift-version 6 -package-name SomeApp \
    -I "$MODULES" -I Sources/CNcurses -module-cache-path "$TMP/cache" "$1" 2>&1
}

status=0

cat >"$TMP/app.swift" <<'EOF'
import TermBridge

@MainActor func uses() throws {
  _ = try KeyScript("key tab")
  _ = SnapshotStore(testFile: #filePath)
  _ = TermPilot.self
  _ = ScreenSnapshot.self
}
EOF
if output=$(typecheck "$TMP/app.swift"); then
  echo "app_namespace: FAILED: an app with only 'import TermBridge' sees the test kit"
  status=1
else
  for name in KeyScript SnapshotStore TermPilot ScreenSnapshot; do
    if grep -q "error: cannot find '$name' in scope" <<<"$output"; then
      echo "  import TermBridge: $name is not in scope"
    else
      echo "app_namespace: FAILED: no \"cannot find '$name' in scope\" for an app"
      status=1
    fi
  done
fi

# One use a line; each line must draw an error of its own.
uses=(
  'func primitive(_ view: some WidgetView) {}'
  'func context(_ context: WidgetViewContext<Star>) {}'
  'func phase(_ phase: FramePhase) {}'
  'let stream = StandardStream.output'
  'let directories = StorageDirectories.self'
  'let same = "a".hasSameBytes(as: "a")'
  '@MainActor func drawn(_ application: TermApplication) -> Int { application.drawnViewCount }'
  '@MainActor func phase(_ application: TermApplication) { _ = application.phase }'
  '@MainActor func make(_ context: Star.Context) { _ = Star().makeWidget(context: context) }'
)
{
  cat <<'EOF'
import TermBridge

struct Star: TermViewRepresentable {
  func makeTermView(context: Context) -> TermLabel { TermLabel() }
  func updateTermView(_ view: TermLabel, context: Context) {}
}
EOF
  printf '%s\n' "${uses[@]}"
} >"$TMP/workshop.swift"
output=$(typecheck "$TMP/workshop.swift") || true
first=7  # the line of the first use
for i in "${!uses[@]}"; do
  if grep -q "workshop.swift:$((first + i)):[0-9]*: error:" <<<"$output"; then
    echo "  import TermBridge: not visible: ${uses[$i]}"
  else
    echo "app_namespace: FAILED: an app sees: ${uses[$i]}"
    status=1
  fi
done

cat >"$TMP/tests.swift" <<'EOF'
import TermBridge
import TermBridgeTesting

struct Star: TermViewRepresentable {
  func makeTermView(context: Context) -> TermLabel { TermLabel() }
  func updateTermView(_ view: TermLabel, context: Context) {
    view.text = context.environment.isEnabled ? "★" : "☆"
  }
}

@MainActor func uses() throws {
  _ = try KeyScript("key tab")
  _ = SnapshotStore(testFile: #filePath)
  try TermPilot.run(Star(), width: 10, height: 1) { pilot in _ = pilot.screenText }
  _ = ScreenSnapshot.self
}
EOF
if output=$(typecheck "$TMP/tests.swift"); then
  echo "  import TermBridge, TermBridgeTesting: the test kit and a representable type-check"
else
  echo "app_namespace: FAILED: a test target's imports do not type-check:"
  echo "$output" | sed 's/^/    /'
  status=1
fi

[ "$status" -eq 0 ] && echo "app_namespace: ok"
exit "$status"

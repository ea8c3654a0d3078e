import { deepStrictEqual } from "node:assert/strict";
import { resolve } from "node:path";
import type { Metafile } from "esbuild";
import { FRAME_MODULE, sheetSources } from "../../build/styles.ts";

type Import = [path: string, kind: "import-statement" | "dynamic-import"];

/** A made-up import graph, as esbuild's metafile tells it. */
function metafile(graph: Record<string, Import[]>): Metafile {
  const inputs = Object.fromEntries(
    Object.entries(graph).map(([path, imports]) => [
      path,
      { bytes: 1, imports: imports.map(([to, kind]) => ({ path: to, kind, original: to })) },
    ]),
  );
  return { inputs, outputs: {} } as unknown as Metafile;
}

const relative = (paths: string[]) => paths.map((p) => p.slice(resolve(".").length + 1));

Deno.test("each sheet holds the one before: the first page's, the frame's, a wing's pages'", () => {
  const sources = sheetSources(
    metafile({
      "client/main.tsx": [["client/shell/features.ts", "import-statement"], [FRAME_MODULE, "dynamic-import"]],
      "client/shell/features.ts": [
        ["client/auth/routes.tsx", "import-statement"],
        ["client/demo/chat/index.ts", "import-statement"],
        ["client/pages/index.ts", "dynamic-import"],
      ],
      // Sign-in's pages are the first page's; a wing's are its own sheet's.
      "client/auth/routes.tsx": [["client/auth/LoginPage.tsx", "dynamic-import"]],
      "client/auth/LoginPage.tsx": [],
      "client/pages/index.ts": [["client/pages/routes.tsx", "import-statement"]],
      "client/pages/routes.tsx": [
        ["client/pages/errors/Error404Page.tsx", "import-statement"],
        ["client/pages/pricing/PricingPage.tsx", "dynamic-import"],
      ],
      "client/pages/errors/Error404Page.tsx": [],
      "client/pages/pricing/PricingPage.tsx": [["domain/settings.ts", "import-statement"]],
      // What the frame shows of a wing (the chat panel), loaded lazily by the wing's index, is the frame's.
      "client/demo/chat/index.ts": [
        ["client/demo/chat/routes.tsx", "import-statement"],
        ["client/demo/chat/panel/Panel.tsx", "dynamic-import"],
      ],
      "client/demo/chat/routes.tsx": [["client/demo/chat/ChatPage.tsx", "dynamic-import"]],
      "client/demo/chat/panel/Panel.tsx": [],
      "client/demo/chat/ChatPage.tsx": [["domain/demo/chat.ts", "import-statement"]],
      "domain/demo/chat.ts": [],
      "domain/settings.ts": [],
      [FRAME_MODULE]: [["client/shell/panels/ChatPanel.tsx", "import-statement"]],
      "client/shell/panels/ChatPanel.tsx": [["client/demo/chat/index.ts", "import-statement"]],
    }),
    "client/main.tsx",
  );
  const first = [
    "client/auth/LoginPage.tsx",
    "client/auth/routes.tsx",
    "client/demo/chat/index.ts",
    "client/demo/chat/routes.tsx",
    "client/main.tsx",
    "client/pages/errors/Error404Page.tsx",
    "client/pages/index.ts",
    "client/pages/routes.tsx",
    "client/shell/features.ts",
  ];
  const frame = [
    ...first,
    "client/demo/chat/panel/Panel.tsx",
    FRAME_MODULE,
    "client/shell/panels/ChatPanel.tsx",
  ]
    .sort();
  deepStrictEqual(relative(sources.shell), first);
  deepStrictEqual(relative(sources.frame), frame);
  // The domain's strings are read only in the demo apps' contracts.
  deepStrictEqual(
    relative(sources.demo),
    [...frame, "client/demo/chat/ChatPage.tsx", "domain/demo/chat.ts"].sort(),
  );
  deepStrictEqual(relative(sources.pages), [...frame, "client/pages/pricing/PricingPage.tsx"].sort());
  deepStrictEqual(relative(sources.backoffice), frame);
});

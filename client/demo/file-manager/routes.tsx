import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const FileManagerPage = lazyPage(() => import("./FileManagerPage.tsx").then((m) => m.FileManagerPage));

/** The file manager: `?path=` is the open folder, `?file=` the entry whose details show. */
export function fileManagerRoutes(): AppRoute[] {
  return [{ path: "/apps/file-manager", element: createElement(FileManagerPage) }];
}

import { createElement, lazy } from "react";
import type { AppRoute } from "../../app/routes/types.ts";

const FileManagerPage = lazy(() =>
  import("./FileManagerPage.tsx").then((m) => ({ default: m.FileManagerPage }))
);

/** The file manager: `?path=` is the open folder, `?file=` the entry whose details show. */
export function fileManagerRoutes(): AppRoute[] {
  return [{ path: "/apps/file-manager", element: createElement(FileManagerPage) }];
}

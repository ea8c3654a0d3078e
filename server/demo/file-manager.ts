import { Hono } from "hono";
import { files } from "../../fixtures/file-manager.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const fileManager = demoState("file-manager", files);

/** GET /files → every file and folder of the sample drive. */
export function fileManagerApp() {
  return new Hono<DemoEnv>().get("/files", (c) => sendJson(c, fileManager.read(c)));
}

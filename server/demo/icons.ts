import { Hono } from "hono";
import { iconsFixture } from "../../fixtures/icons.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const icons = demoState("icons", iconsFixture);

/** GET / → the whole icon list (no parameters); served from cached gzipped bytes. */
export function iconsApp() {
  return new Hono<DemoEnv>().get("/", (c) => sendJson(c, icons.read(c)));
}

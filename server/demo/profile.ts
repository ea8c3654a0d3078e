import { Hono } from "hono";
import { about, photosVideos, timeline } from "../../fixtures/profile.ts";
import { type DemoEnv, demoState, sendJson } from "./sandbox.ts";

const profile = demoState("profile", { timeline, photosVideos, about });

/** GET /timeline → { activities, posts }; GET /photos-videos → media groups; GET /about → the about page. */
export function profileApp() {
  return new Hono<DemoEnv>()
    .get("/timeline", (c) => sendJson(c, profile.read(c).timeline))
    .get("/photos-videos", (c) => sendJson(c, profile.read(c).photosVideos))
    .get("/about", (c) => sendJson(c, profile.read(c).about));
}

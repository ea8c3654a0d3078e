import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { about, photosVideos, timeline } from "../../fixtures/profile.ts";
import { demoApi } from "../support/demo.ts";

const { call } = await demoApi();
const isoTime = (time: string) => !Number.isNaN(Date.parse(time)) && /^\d{4}-\d{2}-\d{2}T/.test(time);
const isUser = (user: { name: string; avatar: string }) =>
  Object.keys(user).sort().join() === "avatar,name" && user.avatar.startsWith("/assets/images/avatars/");

Deno.test("profile: the timeline has activities and posts with comments", async () => {
  const res = await call(null, "GET", "/api/profile/timeline");
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, timeline);
  ok(res.body.activities.length > 0);
  for (const activity of res.body.activities) {
    deepStrictEqual(Object.keys(activity).sort(), ["id", "message", "time", "user"]);
    ok(isUser(activity.user) && isoTime(activity.time));
  }
  ok(res.body.posts.some((post: { comments: unknown[] }) => post.comments.length > 0));
  for (const post of res.body.posts) {
    ok(isUser(post.user) && isoTime(post.time), `post ${post.id}`);
    ok(Number.isInteger(post.like) && Number.isInteger(post.share));
    for (const comment of post.comments) {
      deepStrictEqual(Object.keys(comment).sort(), ["id", "message", "time", "user"]);
      ok(isUser(comment.user) && isoTime(comment.time) && comment.time >= post.time, `comment ${comment.id}`);
    }
  }
});

Deno.test("profile: posts are of type post (optional media), article (with an article) or something (text)", () => {
  const types = new Set(timeline.posts.map((post) => post.type));
  deepStrictEqual([...types].sort(), ["article", "post", "something"]);
  for (const post of timeline.posts) {
    if (post.type === "article") {
      deepStrictEqual(Object.keys(post.article!).sort(), ["excerpt", "media", "subtitle", "title"]);
    } else {
      strictEqual(post.article, undefined);
    }
    if (post.type === "something") strictEqual(post.media, undefined);
    for (const media of [post.media, post.article?.media].filter((m) => m !== undefined)) {
      deepStrictEqual(Object.keys(media).sort(), ["preview", "title", "type"]);
    }
  }
});

Deno.test("profile: photos and videos come in groups whose info counts their media", async () => {
  const res = await call("ann", "GET", "/api/profile/photos-videos");
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, photosVideos);
  for (const group of res.body) {
    deepStrictEqual(Object.keys(group).sort(), ["id", "info", "media", "name"]);
    const photos = group.media.filter((m: { type: string }) => m.type === "photo").length;
    const videos = group.media.filter((m: { type: string }) => m.type === "video").length;
    strictEqual(photos + videos, group.media.length);
    ok(group.info.includes(`${photos} photo`), group.info);
    if (videos) ok(group.info.includes(`${videos} video`), group.info);
  }
});

Deno.test("profile: about has general, work, contact, groups and friends", async () => {
  const res = await call(null, "GET", "/api/profile/about");
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, about);
  deepStrictEqual(Object.keys(res.body.general).sort(), ["about", "birthday", "gender", "locations"]);
  deepStrictEqual(Object.keys(res.body.work).sort(), ["jobs", "occupation", "skills"]);
  for (const job of res.body.work.jobs) deepStrictEqual(Object.keys(job).sort(), ["company", "date"]);
  deepStrictEqual(Object.keys(res.body.contact).sort(), ["address", "emails", "tel", "websites"]);
  for (const list of ["tel", "websites", "emails"] as const) ok(res.body.contact[list].length > 0, list);
  for (const group of res.body.groups) {
    deepStrictEqual(Object.keys(group).sort(), ["category", "id", "members", "name"]);
  }
  for (const friend of res.body.friends) {
    deepStrictEqual(Object.keys(friend).sort(), ["avatar", "id", "name"]);
  }
});

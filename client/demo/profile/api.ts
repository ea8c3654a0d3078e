import type { About, Activity, MediaGroup, Post } from "../../../domain/demo/profile.ts";
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";

export function useTimeline() {
  return useData(
    ["profile/timeline", "get"],
    (signal) => api<{ activities: Activity[]; posts: Post[] }>("/api/profile/timeline", { signal }),
  );
}

export function usePhotosVideos() {
  return useData(
    ["profile/photos-videos", "getList"],
    (signal) => api<MediaGroup[]>("/api/profile/photos-videos", { signal }),
  );
}

export function useAbout() {
  return useData(["profile/about", "get"], (signal) => api<About>("/api/profile/about", { signal }));
}

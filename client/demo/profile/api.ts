import type { About, Activity, MediaGroup, Post } from "../../../domain/demo/profile.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/query.ts";

export function useTimeline() {
  return useApiQuery(
    ["profile", "timeline"],
    (signal) => api<{ activities: Activity[]; posts: Post[] }>("/api/profile/timeline", { signal }),
  );
}

export function usePhotosVideos() {
  return useApiQuery(
    ["profile", "media"],
    (signal) => api<MediaGroup[]>("/api/profile/photos-videos", { signal }),
  );
}

export function useAbout() {
  return useApiQuery(["profile", "about"], (signal) => api<About>("/api/profile/about", { signal }));
}

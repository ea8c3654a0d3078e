import type { Post, ProfileUser } from "../../../domain/demo/profile.ts";

export const PROFILE_TABS = ["timeline", "media", "about"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab in the address, or the timeline when it names none we know. */
export function profileTab(param: string): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(param) ? param as ProfileTab : "timeline";
}

/** Whose profile this is: the person who wrote most of the timeline's posts (the first of them on a tie). */
export function profileOwner(posts: readonly Post[]): ProfileUser | null {
  const counts = new Map<string, { user: ProfileUser; n: number }>();
  for (const p of posts) {
    const entry = counts.get(p.user.name) ?? { user: p.user, n: 0 };
    entry.n++;
    counts.set(p.user.name, entry);
  }
  let best: { user: ProfileUser; n: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.n > best.n) best = entry;
  return best?.user ?? null;
}

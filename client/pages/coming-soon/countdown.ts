/** What is left until a moment, in whole units; all zero once it has passed. */
export type Remaining = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

export function remaining(now: Date, target: Date): Remaining {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/**
 * The launch to count down to: the server's COMING_SOON_AT (the page's `coming-soon-at` meta tag) when it is a
 * date, otherwise 09:00 local time on the first of next month, so the page always counts down to something.
 */
export function launchDate(configured: string | null | undefined, now: Date): Date {
  const parsed = configured ? new Date(configured) : null;
  if (parsed && !Number.isNaN(parsed.getTime())) return parsed;
  return new Date(now.getFullYear(), now.getMonth() + 1, 1, 9, 0, 0);
}

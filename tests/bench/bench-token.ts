/** The signing secret the bench's app server uses, so the bench can present a valid back-office token. */
export const BENCH_SECRET = "bench-only-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

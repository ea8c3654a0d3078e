/**
 * Several files uploaded one after another, as a list the screen shows: each file's bytes sent, its outcome, and
 * the whole batch's progress. Pure: the screen keeps the state and sends the files.
 */
export type UploadState = "waiting" | "sending" | "done" | "failed";

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  sent: number;
  state: UploadState;
  /** Why it failed, in the reader's language (the server's refusal). */
  error?: string;
  /** The document it made or added to. */
  documentId?: string;
};

/** The items for files just chosen or dropped, each waiting its turn. */
export function queued(files: ReadonlyArray<{ name: string; size: number }>, stamp: string): UploadItem[] {
  return files.map((f, i) => ({
    key: `${stamp}-${i}`,
    name: f.name,
    size: f.size,
    sent: 0,
    state: "waiting",
  }));
}

/** One item changed, the others as they were. */
export function changed(
  items: readonly UploadItem[],
  key: string,
  change: Partial<UploadItem>,
): UploadItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}

/**
 * The batch's progress, 0–1: bytes sent of all the bytes (a failed file counts as sent: nothing more of it will
 * come), and how many files are done or failed.
 */
export function overall(
  items: readonly UploadItem[],
): { fraction: number; finished: number; failed: number } {
  const total = items.reduce((sum, i) => sum + Math.max(i.size, 1), 0);
  const sent = items.reduce(
    (sum, i) =>
      sum + (i.state === "done" || i.state === "failed" ? Math.max(i.size, 1) : Math.min(i.sent, i.size)),
    0,
  );
  return {
    fraction: total === 0 ? 0 : sent / total,
    finished: items.filter((i) => i.state === "done" || i.state === "failed").length,
    failed: items.filter((i) => i.state === "failed").length,
  };
}

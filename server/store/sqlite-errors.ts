/**
 * Whether a node:sqlite error says the disk is full: SQLITE_FULL (the unix VFS's answer to ENOSPC on the database,
 * its WAL or its journals; errors of exec() carry only its message), or SQLITE_IOERR_SHMSIZE (4874: the WAL
 * index's -shm file could not grow, which the VFS finds out by writing to it).
 */
export function isDiskFull(error: unknown): boolean {
  const { errcode, message } = (error ?? {}) as { errcode?: unknown; message?: unknown };
  if (typeof errcode === "number") return errcode === 13 || errcode === 4874;
  return typeof message === "string" && /^database or disk is full\b/.test(message);
}

import { REQUEST_LINK_API } from "../../domain/documents/request-link.ts";
import { CALENDAR_FEED_PATH } from "../../domain/workflows/practice-work.ts";

/** Paths whose next segment is a bearer secret: a calendar feed's token, a document request link's token. */
const SECRET_AFTER = [CALENDAR_FEED_PATH, REQUEST_LINK_API].map((p) => `${p}/`);

/**
 * A request's path as the log keeps it: a secret the path carries (the token of a calendar feed or an upload
 * link, which opens what it names to whoever has it) cut to its first four characters, so that reading the log
 * opens nothing, while a line can still be told from another.
 */
export function loggedPath(path: string): string {
  const prefix = SECRET_AFTER.find((p) => path.startsWith(p));
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  const end = rest.search(/[/.]/);
  const secret = end === -1 ? rest : rest.slice(0, end);
  return `${prefix}${secret.slice(0, 4)}…${end === -1 ? "" : rest.slice(end)}`;
}

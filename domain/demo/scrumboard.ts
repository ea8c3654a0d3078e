import { z } from "zod";

/**
 * The scrumboard's contract (demo-apps.md §3): boards, lists, cards and their parts, as the mock API answers them
 * and validates its bodies, so a board can only ever hold what the client can draw; and the standard labels a new
 * board starts with. Label classes are written here for Tailwind to see (the demo apps' sheet reads the domain/demo/ modules their pages import: build/styles.ts).
 * The client imports it as types only.
 */

const id = z.string().min(1).max(100);
const title = z.string().trim().min(1, "Enter a name").max(200);
const time = z.iso.datetime({ offset: true });
/** Images come from the site itself or over http(s): never a `javascript:` or `data:` address. */
const imageSource = z.string().max(2000).regex(
  /^(\/(?!\/)|https?:\/\/)\S+$/,
  "Use a /path or an http(s) address",
);
const webLink = z.url({ protocol: /^https?$/ }).max(2000);

export const memberSchema = z.object({ id, name: title, avatar: imageSource });
/** `class` holds the style classes (daisyUI/Tailwind) the client puts on the label chip. */
export const labelSchema = z.object({ id, name: title, class: z.string().max(200) });
export const checkItemSchema = z.object({ id, name: title, checked: z.boolean() });
export const checklistSchema = z.object({ id, name: title, checkItems: z.array(checkItemSchema).max(200) });
export const activitySchema = z.object({
  id,
  type: z.enum(["comment", "attachment"]),
  idMember: id,
  message: z.string().max(5000),
  time,
});
/** Images carry `src`, links carry `url` instead. */
export const attachmentSchema = z.discriminatedUnion("type", [
  z.object({ id, name: title, src: imageSource, time, type: z.literal("image") }),
  z.object({ id, name: title, url: webLink, time, type: z.literal("link") }),
]);
export const cardSchema = z.object({
  id,
  name: title,
  description: z.string().max(10_000),
  /** An image attachment's id, or "" for no cover. */
  idAttachmentCover: z.string().max(100),
  idMembers: z.array(id).max(50),
  idLabels: z.array(id).max(50),
  attachments: z.array(attachmentSchema).max(100),
  subscribed: z.boolean(),
  checklists: z.array(checklistSchema).max(50),
  activities: z.array(activitySchema).max(500),
  due: z.union([z.iso.date(), time]).nullable(),
});
export const listSchema = z.object({ id, name: title, idCards: z.array(id).max(2000) });
export const boardSettingsSchema = z.object({
  color: z.string().max(50),
  subscribed: z.boolean(),
  cardCoverImages: z.boolean(),
});
export const boardSchema = z.object({
  id,
  name: title,
  uri: z.string().max(250),
  settings: boardSettingsSchema,
  lists: z.array(listSchema).max(100),
  cards: z.array(cardSchema).max(2000),
  members: z.array(memberSchema).max(50),
  labels: z.array(labelSchema).max(50),
});

export type Member = z.infer<typeof memberSchema>;
export type Label = z.infer<typeof labelSchema>;
export type Card = z.infer<typeof cardSchema>;
export type List = z.infer<typeof listSchema>;
export type BoardSettings = z.infer<typeof boardSettingsSchema>;
export type Board = z.infer<typeof boardSchema>;

/** The sample labels and their colours (§9): a new board's labels when it names none. */
export const STANDARD_LABELS: Label[] = [
  { id: "high-priority", name: "High Priority", class: "bg-error text-error-content" },
  // daisyUI has no orange role colour, so Design takes Tailwind's orange.
  { id: "design", name: "Design", class: "bg-orange-500 text-orange-950" },
  { id: "app", name: "App", class: "bg-info text-info-content" },
  { id: "feature", name: "Feature", class: "bg-success text-success-content" },
];

export const DEFAULT_BOARD_SETTINGS: BoardSettings = { color: "", subscribed: true, cardCoverImages: true };

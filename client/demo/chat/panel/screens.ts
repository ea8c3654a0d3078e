/**
 * The chat panel's chunk, loaded when the panel first opens: its data layer (TanStack Query), conversation, words and the dayjs
 * plugin stay out of the first page's JS.
 */
import { addMessages } from "../../../kit/i18n/index.ts";
import { chatPanelMessages } from "./messages.ts";

addMessages(chatPanelMessages);

export { ChatBody } from "./ChatBody.tsx";
export { ChatHeader } from "./ChatHeader.tsx";

import type { Feature } from "../../kit/feature.ts";
import { item } from "../../kit/navigation/items.ts";
import { chatRoutes } from "./routes.tsx";

/** The chat app; its panel's contents are a chunk of their own (loadChatPanel). */
export const chat: Feature = {
  name: "chat",
  routes: chatRoutes,
  menu: [{
    place: "applications",
    item: item("chat", "chat", "chat", "/apps/chat"),
  }],
  // The menu's words for its entries: the menu shows before the app's chunk loads.
  words: {
    en: { nav: { chat: "Chat" } },
    tr: { nav: { chat: "Sohbet" } },
    ar: { nav: { chat: "الدردشة" } },
  },
};

/** The chat panel's contents (the data layer, conversation, words): loaded when the shell's panel first opens. */
export const loadChatPanel = () => import("./panel/screens.ts");

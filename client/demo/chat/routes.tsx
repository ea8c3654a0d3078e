import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const ChatPage = lazyPage(() => import("./ChatPage.tsx").then((m) => m.ChatPage));

/** The full-page chat. */
export function chatRoutes(): AppRoute[] {
  return [{ path: "/apps/chat", element: createElement(ChatPage) }];
}

import { createElement, lazy } from "react";
import type { AppRoute } from "../../app/routes/types.ts";

const ChatPage = lazy(() => import("./ChatPage.tsx").then((m) => ({ default: m.ChatPage })));

/** The full-page chat. */
export function chatRoutes(): AppRoute[] {
  return [{ path: "/apps/chat", element: createElement(ChatPage) }];
}

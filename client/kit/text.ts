/** The search rule of every screen, shared with the server's lists (domain/search-words.ts). */
export { foldText, hasEveryWord } from "../../domain/search-words.ts";

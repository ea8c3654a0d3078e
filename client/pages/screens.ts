/** The template pages' chunk (/pages, /ui, /documentation). The template pages replace this. */
export { NotBuiltPage } from "./NotBuiltPage.tsx";

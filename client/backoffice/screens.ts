/** The back-office screens' chunk. The resource engine's list, add, view and edit pages replace this. */
export { NotBuiltPage } from "../pages/NotBuiltPage.tsx";

/** The back-office screens' chunk: the resource engine's pages, and the page of screens not built yet. */
export { NotBuiltPage } from "../pages/NotBuiltPage.tsx";
export { ListPage } from "./list/ListPage.tsx";
export { FormPage } from "./form/FormPage.tsx";
export { ViewPage } from "./view/ViewPage.tsx";

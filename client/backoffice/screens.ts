/** The back-office screens' chunk: the resource engine's pages. */
export { ListPage } from "./list/ListPage.tsx";
export { FormPage } from "./form/FormPage.tsx";
export { ViewPage } from "./view/ViewPage.tsx";
export { ChangeSetsPage } from "./list/ChangeSetsPage.tsx";

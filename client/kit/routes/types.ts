import type { ReactNode } from "react";
import type { AuthList } from "../../../domain/roles.ts";
import type { SheetName } from "../styles.ts";

/**
 * One entry of the route table. `bare` pages (sign-in, register) show no navbar, bars or panels. `auth` is the
 * route's access list (spec section 6; undefined means the default list, "none" open to all, [] guests only);
 * `backoffice` pages also need a back-office session, not a demo-only one.
 */
export type AppRoute = {
  path: string;
  element: ReactNode;
  bare?: boolean;
  auth?: AuthList;
  backoffice?: boolean;
  /** Open while the screen is locked (logout): every other signed-in page waits for the password. */
  openWhenLocked?: boolean;
  /** A demo app's page: it says so on screen (sample data, nothing reaches a client). */
  demo?: boolean;
  /** The stylesheet the page loads and shows: its feature's (Feature.style). */
  style?: SheetName;
};

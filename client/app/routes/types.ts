import type { ReactNode } from "react";

/** One entry of the route table. `bare` pages (sign-in, register) show no navbar, bars or panels. */
export type AppRoute = { path: string; element: ReactNode; bare?: boolean };

/** The redirects of spec section 2: a base path goes to its first screen. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/": "/apps/dashboard",
  "/apps/master": "/apps/master/accountgroup",
  "/apps/employee": "/apps/employee/department",
  "/apps/comm": "/apps/comm/objection",
  "/apps/comm/professionalletter": "/apps/comm/professionalletter/entrance",
  "/apps/paymenttracking": "/apps/paymenttracking/payment",
  "/apps/opportunity": "/apps/opportunity/manageopportunity",
  "/apps/reports": "/apps/reports/incometax",
  "/apps/taxcase": "/apps/taxcase/trigger",
};

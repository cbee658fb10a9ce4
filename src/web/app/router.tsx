/**
 * Routes of spec section 2. Every page is a lazy module: a visitor downloads only the
 * page they open.
 */
import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./root-layout";
import { RouterError } from "./router-error";

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouterError />,
    children: [
      { index: true, ...page(() => import("../pages/home-page")) },
      { path: "portal", ...page(() => import("../pages/portal-page")) },
      { path: "*", ...page(() => import("../pages/not-found-page")) },
    ],
  },
];

export const router = createBrowserRouter(routes);

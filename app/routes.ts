import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every route of the spec is listed here explicitly; pages arrive with the issues that build them.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/storefront/home.tsx"),
    route("category/:categorySlug", "routes/storefront/category.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;

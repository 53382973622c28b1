import { type CSSProperties, type ReactNode, useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { Toaster } from "sonner";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { getPageContext } from "./context.ts";
import { NonceContext } from "./nonce.ts";
import { loaderCall } from "./page-errors.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { config, viewer, cart, favorites } = getPageContext(context);
  // The signed-in user, computed on the server (USER-09, USER-10); null for a guest. With cart
  // access, the number of lines in the working account's cart for the header's cart button; and the
  // products the user has favorited, for every heart on the page at once (one statement, not one a card).
  const [cartBadge, favoriteIds] = viewer
    ? await Promise.all([loaderCall(cart.countLines(viewer)), loaderCall(favorites.productIds(viewer))])
    : [null, null];
  return { config, viewer, cartBadge, favoriteIds };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useContext(NonceContext);
  // Marks the document once React has hydrated it: end-to-end tests wait for it before typing, so a
  // keystroke on a slow machine never lands in an input React has not taken over yet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const colors = data?.config.colors;
  const brandVars = colors
    ? ({
        "--brand-green": colors.green,
        "--brand-navy": colors.navy,
        "--brand-red": colors.red,
      } as CSSProperties)
    : undefined;
  return (
    <html lang="en" style={brandVars}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colors?.navy ?? "#14264a"} />
        {/* With a precedence React sends the stylesheet before every hoisted tag, so a browser asks for it
            first, ahead of the fifty-odd script preloads (as a plain link it came after all of them, and
            the first paint waited for the scripts to download). */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        {/* Below the 48 px sticky menu bar, so a toast never covers the menu or the search (#9.21). */}
        <Toaster
          position="top-right"
          richColors
          closeButton
          offset={{ top: 64 }}
          mobileOffset={{ top: 56 }}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort: the site layout has its own boundary, so this only shows when the layout itself failed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold text-brand-navy">Application Error</h1>
      <p className="mt-2 text-slate-600">
        {status === 404
          ? "This page could not be found."
          : "Something went wrong. Please try again in a moment."}
      </p>
      <a className="mt-6 inline-block rounded bg-brand-green px-4 py-2 font-semibold text-white" href="/">
        Back to the home page
      </a>
    </main>
  );
}

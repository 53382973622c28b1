import { createContext, type RouterContextProvider } from "react-router";
import type { PageContext } from "../server/page-context.ts";

/**
 * The key under which the server puts module services into React Router's context. The server entry
 * re-exports it (entry.server.tsx) so the HTTP server sets the very same key the routes read.
 */
export const pageContext = createContext<PageContext>();

export function getPageContext(context: Readonly<RouterContextProvider>): PageContext {
  return context.get(pageContext);
}

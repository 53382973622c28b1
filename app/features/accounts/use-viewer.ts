import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { loader as rootLoader } from "../../root.tsx";

/** The signed-in user as the server computed it for this page, or null for a guest. */
export function useViewer(): SessionUser | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.viewer ?? null;
}

import { useLocation } from "react-router";
import { authLink } from "../../../lib/shared/redirects.ts";

/** `/login` or `/register` with the return path of the page it is shown on (#9.6). */
export function useAuthLink(page: "/login" | "/register"): string {
  return authLink(page, useLocation());
}

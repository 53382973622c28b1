import { render } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { vi } from "vitest";
import * as userRoute from "../../routes/portal/user.tsx";
import { browserFetch, Toasts } from "../quotes/quotes.test-support.tsx";
import { type PageHarness, pageRoute, type SignedInPerson } from "./auth.test-support.tsx";

/**
 * The real `/user` page (its loader and the tab at `url`) rendered for a signed-in person, with the
 * browser's `fetch` reaching the app in-process as that person (`intercept` may answer a call
 * instead). Answers the calls the page's browser code sent, as the server received them.
 */
export function openPortalTab(
  h: PageHarness,
  person: SignedInPerson,
  url: string,
  intercept?: Parameters<typeof browserFetch>[2],
) {
  const browser = browserFetch(h, person.cookie, intercept);
  vi.stubGlobal("fetch", browser.fetch);
  const { context } = h.pageRequest(person.viewer);
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        loader: () => ({ viewer: person.viewer }),
        Component: () => (
          <>
            <Outlet />
            <Toasts />
          </>
        ),
        children: [pageRoute("/user", userRoute)],
      },
    ],
    context,
  );
  render(<Stub initialEntries={[url]} />);
  return browser.sent;
}

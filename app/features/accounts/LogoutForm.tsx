import { LogOut } from "lucide-react";
import { Form, useLocation } from "react-router";

/**
 * Logout: a form post to /logout with the current path, so the server can send the user home from
 * the portal (ROUTE-31, AMB-16) or leave them where they are. A full page load follows, which also
 * drops whatever the previous user's pages kept in memory (USER-12).
 */
export function LogoutForm({ className }: { className: string }) {
  const { pathname } = useLocation();
  return (
    <Form method="post" action="/logout" reloadDocument>
      <input type="hidden" name="from" value={pathname} />
      <button type="submit" className={className}>
        <LogOut aria-hidden size={18} />
        Logout
      </button>
    </Form>
  );
}

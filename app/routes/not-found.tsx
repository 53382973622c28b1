import { data } from "react-router";
import { NotFoundPage } from "../components/layout/StatusPages.tsx";

/** Any path no route claims: a real 404 inside the site layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

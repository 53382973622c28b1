import { Link } from "react-router";
import { SearchForm } from "../../features/search/SearchForm.tsx";

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" aria-labelledby="not-found-title">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-green">Error 404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold text-brand-navy sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-slate-600">
        The page you are looking for does not exist or has moved. Try the home page or search the catalogue.
      </p>
      <SearchForm className="mx-auto mt-8 max-w-md text-left" />
      <Link
        to="/"
        className="mt-8 inline-block rounded bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90"
      >
        Go to the home page
      </Link>
    </section>
  );
}

export function ErrorPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" role="alert">
      <h1 className="text-3xl font-bold text-brand-navy">Something went wrong</h1>
      <p className="mt-4 text-slate-600">We could not show this page. Please try again in a moment.</p>
      <Link to="/" className="mt-8 inline-block rounded bg-brand-navy px-5 py-2.5 font-semibold text-white">
        Go to the home page
      </Link>
    </section>
  );
}

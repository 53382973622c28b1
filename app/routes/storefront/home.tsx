import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { mediaImageUrl, splitImageNames } from "../../../lib/catalog/catalog.ts";
import { LAYOUT_REQUEST_PATH } from "../../../lib/shared/contact-links.ts";
import { useOpenProductsPanel } from "../../components/layout/products-panel.ts";
import { getPageContext } from "../../context.ts";
import { ProductGrid } from "../../features/catalog/ProductGrid.tsx";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { config, catalog } = getPageContext(context);
  const [categories, featured] = await Promise.all([catalog.sidebarTree(), catalog.featuredProducts(6)]);
  return { brand: config.brand, categories, featured };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { name, tagline } = loaderData.brand;
  return [{ title: `${name} | ${tagline}` }, { name: "description", content: tagline }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { brand, categories, featured } = loaderData;
  const openProducts = useOpenProductsPanel();
  return (
    <>
      <section className="relative overflow-hidden bg-brand-navy text-white" aria-labelledby="hero-title">
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(255,211,107,0.35),transparent_45%)]" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">{brand.name}</p>
            <h1 id="hero-title" className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">
              Light every project, from the warehouse floor to the parking lot.
            </h1>
            <p className="mt-4 max-w-xl text-lg text-slate-200">{brand.tagline}.</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {/* The catalogue panel and a mail to the sales desk until /catalogs and the layout
                  request form are built (#9.2). */}
              <button
                type="button"
                onClick={openProducts}
                aria-haspopup="dialog"
                className="flex items-center gap-2 rounded bg-brand-green px-5 py-3 font-semibold hover:opacity-90"
              >
                Browse the catalog <ArrowRight aria-hidden size={18} />
              </button>
              <Link
                to={LAYOUT_REQUEST_PATH}
                className="rounded border border-white/40 px-5 py-3 font-semibold hover:bg-white/10"
              >
                Request a lighting layout
              </Link>
            </div>
          </div>
          {categories[0] && (
            <img
              src={mediaImageUrl(splitImageNames(categories[0].categoryImage)[0] ?? "highbay-1.svg")}
              alt=""
              className="hidden w-full rounded-xl shadow-2xl md:block"
              width={400}
              height={300}
            />
          )}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="categories-title">
        <h2 id="categories-title" className="text-2xl font-bold text-brand-navy">
          Shop by category
        </h2>
        {categories.length === 0 ? (
          <p className="mt-4 text-slate-600">
            The catalogue is empty. Import a catalogue to see categories here.
          </p>
        ) : (
          <ul
            className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
            data-testid="home-categories"
          >
            {categories.map((category) => {
              const image = splitImageNames(category.categoryImage)[0];
              return (
                <li key={category.id}>
                  <Link
                    to={category.link}
                    className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:shadow-md"
                  >
                    {image && (
                      <img
                        src={mediaImageUrl(image)}
                        alt=""
                        loading="lazy"
                        width={400}
                        height={300}
                        className="aspect-[4/3] w-full object-cover"
                      />
                    )}
                    <span className="block px-3 py-2.5 font-semibold text-brand-navy group-hover:text-brand-green">
                      {category.categoryName}
                    </span>
                    <span className="mt-auto block px-3 pb-3 text-xs text-slate-500">
                      {category.subCategories.length} sub-categories
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {featured.length > 0 && (
        <section className="bg-slate-50 py-12" aria-labelledby="featured-title" data-flush-bottom>
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="featured-title" className="mb-6 text-2xl font-bold text-brand-navy">
              Featured products
            </h2>
            <ProductGrid products={featured} />
          </div>
        </section>
      )}
    </>
  );
}

import { Phone } from "lucide-react";
import { useState } from "react";
import { redirect } from "react-router";
import { optionCodesOf } from "../../../lib/catalog/product-configuration.ts";
import type { ProductPageData } from "../../../lib/catalog/product-page.ts";
import { telHref } from "../../../lib/shared/contact-links.ts";
import { authLink } from "../../../lib/shared/redirects.ts";
import { absoluteUrl, pageMeta, productJsonLd } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { AddToCart } from "../../features/cart/AddToCart.tsx";
import { CartAccessNotice } from "../../features/cart/CartAccessNotice.tsx";
import {
  type CartAccess,
  cartAccessKind,
  cartAccessOf,
  workingAccountName,
} from "../../features/cart/cart-access.ts";
import { Breadcrumbs, type Crumb } from "../../features/catalog/Breadcrumbs.tsx";
import { ProductConfigurator } from "../../features/catalog/ProductConfigurator.tsx";
import { ProductGallery } from "../../features/catalog/ProductGallery.tsx";
import { ProductGrid } from "../../features/catalog/ProductGrid.tsx";
import { DocumentList, InventoryPanel, SpecTable } from "../../features/catalog/ProductSections.tsx";
import { useProductConfiguration } from "../../features/catalog/use-product-configuration.ts";
import { FavoriteButton } from "../../features/favorites/FavoriteButton.tsx";
import { AddToProject } from "../../features/projects/AddToProject.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/product";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { config, productDetails, viewer, pricing, accounts } = getPageContext(context);
  // Inventory by warehouse reaches the page only for those the catalogue lets see it: the server
  // leaves the rows out for everyone else (AMB-34), so nothing is merely hidden.
  const product = await loaderCall(productDetails.productPage(params.slug, viewer));
  const url = new URL(request.url);
  // One address per product: `/product/SCX-4-40-40K` moves to `/product/scx-4-40-40k`.
  const path = decodeURIComponent(url.pathname);
  if (path !== product.link && path.toLowerCase() === product.link.toLowerCase()) {
    throw redirect(`${product.link}${url.search}`, 301);
  }
  // The account's price beside the list price, for a viewer who works for an account with a price
  // list; who may order, and for those who may not, whom to ask (CART-02).
  const [price] = viewer ? await loaderCall(pricing.pricesForViewer(viewer, [product.sku])) : [];
  const admins =
    viewer && cartAccessKind(viewer) === "no-rights" ? await loaderCall(accounts.orderingAdmins(viewer)) : [];
  return {
    product,
    accountPrice:
      viewer && price?.accountPriceCents != null && price.accountPriceCents !== price.listPriceCents
        ? { unitCents: price.accountPriceCents, accountName: workingAccountName(viewer) }
        : null,
    cartAccess: cartAccessOf(viewer, admins),
    preselect: optionCodesOf(url.searchParams),
    brandName: config.brand.name,
    phone: config.contact.phone,
    origin: url.origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Product not found" }];
  const { product, brandName, origin } = loaderData;
  const canonical = absoluteUrl(origin, product.link);
  const image = product.images[0];
  return [
    ...pageMeta({
      title: `${product.name} (${product.sku}) | ${brandName}`,
      description: product.description || `${product.name}, ${product.sku}, from ${brandName}.`,
      canonical,
      image: image ? absoluteUrl(origin, image.url) : undefined,
    }),
    { property: "og:type", content: "product" },
    { "script:ld+json": productJsonLd(product, { origin, brandName }) },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, preselect, phone, accountPrice, cartAccess } = loaderData;
  // A new product or a new `?option=` link starts a new configuration.
  return (
    <ProductView
      key={`${product.id}|${preselect.join(",")}`}
      product={product}
      preselect={preselect}
      phone={phone}
      accountPrice={accountPrice}
      cartAccess={cartAccess}
    />
  );
}

/** The account's price of one unit before options, and the account's name. */
type AccountPriceView = { unitCents: number; accountName: string | null } | null;

/** Home, the product's category and sub-category, and its name as configured. */
function productCrumbs(product: ProductPageData, name: string): Crumb[] {
  return [
    { label: "Home", to: "/" },
    ...(product.category ? [{ label: product.category.name, to: product.category.link }] : []),
    ...(product.subCategory ? [{ label: product.subCategory.name, to: product.subCategory.link }] : []),
    { label: name },
  ];
}

function ProductView({
  product,
  preselect,
  phone,
  accountPrice,
  cartAccess,
}: {
  product: ProductPageData;
  preselect: string[];
  phone: string;
  accountPrice: AccountPriceView;
  cartAccess: CartAccess;
}) {
  // Title, pictures, catalog number, price, spec table and document links all follow the chosen options.
  const { configuration, choose } = useProductConfiguration(product, preselect);
  // One quantity for Add to cart and Add to Project (issue 32 item 6).
  const [quantity, setQuantity] = useState(1);
  const crumbs = productCrumbs(product, configuration.name);
  const { application } = product;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={crumbs} />

      {/* On phones the name comes first, then the pictures; on wide screens the pictures take the left. */}
      <div className="mt-5 grid gap-y-5 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <div className="min-w-0 lg:col-start-2">
          {product.series && (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-green">
              {product.series.name}
            </p>
          )}
          <h1
            className="mt-1 text-2xl font-bold leading-tight text-brand-navy sm:text-3xl"
            data-testid="product-title"
          >
            {configuration.name}
          </h1>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            <div className="flex gap-1.5">
              <dt>SKU</dt>
              <dd className="font-mono font-semibold text-slate-800" data-testid="product-sku">
                {product.sku}
              </dd>
            </div>
            {product.series && (
              <div className="flex gap-1.5">
                <dt>Series</dt>
                <dd className="font-semibold text-slate-800">{product.series.code}</dd>
              </div>
            )}
          </dl>
          {configuration.description && <p className="mt-3 text-slate-700">{configuration.description}</p>}
        </div>

        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ProductGallery images={configuration.images} name={configuration.name} />
        </div>

        <div className="min-w-0 space-y-5 lg:col-start-2">
          <ProductConfigurator
            groups={product.optionGroups}
            configuration={configuration}
            onChoose={choose}
            accountPrice={accountPrice}
          >
            {/* Add to Project joins Add to cart and the favorite toggle here with its feature. */}
            {cartAccess.kind === "ok" ? (
              <AddToCart
                productId={product.id}
                productName={configuration.name}
                optionCodes={configuration.chosen.map((option) => option.optionCode)}
                quantity={quantity}
                onQuantityChange={setQuantity}
              />
            ) : (
              <CartAccessNotice
                access={cartAccess}
                // Back to this product in the configuration chosen, after signing in or registering.
                signInHref={authLink("/login", configuredLocation(product.link, configuration.codes))}
                registerHref={authLink("/register", configuredLocation(product.link, configuration.codes))}
              />
            )}
            <div className="flex flex-wrap gap-3">
              <FavoriteButton productId={product.id} />
              <AddToProject
                productId={product.id}
                productName={configuration.name}
                optionCodes={configuration.chosen.map((option) => option.optionCode)}
                quantity={quantity}
              />
            </div>
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Phone aria-hidden size={16} className="text-brand-green" />
              <span>
                Project pricing and lead times:{" "}
                <a href={telHref(phone)} className="font-semibold text-brand-navy hover:text-brand-green">
                  {phone}
                </a>
              </span>
            </p>
          </ProductConfigurator>

          <InventoryPanel rows={product.inventory} />
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-10">
          {configuration.specs.length > 0 && (
            <section aria-labelledby="specs-heading">
              <h2 id="specs-heading" className="mb-3 text-xl font-bold text-brand-navy">
                Specifications
              </h2>
              <SpecTable rows={configuration.specs} productName={configuration.name} />
            </section>
          )}
          {application && (
            <section aria-labelledby="application-heading">
              <h2 id="application-heading" className="mb-2 text-xl font-bold text-brand-navy">
                Application
              </h2>
              <p className="text-slate-700" data-testid="product-application">
                {application}
              </p>
            </section>
          )}
        </div>
        {configuration.documents.length > 0 && (
          <section aria-labelledby="documents-heading" className="min-w-0">
            <h2 id="documents-heading" className="mb-3 text-xl font-bold text-brand-navy">
              Documents
            </h2>
            <DocumentList documents={configuration.documents} />
          </section>
        )}
      </div>

      {product.related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="mb-5 text-xl font-bold text-brand-navy">
            {product.series ? `More from the ${product.series.name} series` : "Related products"}
          </h2>
          <ProductGrid products={product.related} />
        </section>
      )}
    </div>
  );
}

/** The product page's address with the chosen options, as `?option=` carries them. */
function configuredLocation(pathname: string, codes: readonly string[]) {
  return { pathname, search: codes.length > 0 ? `?option=${codes.join(",")}` : "" };
}

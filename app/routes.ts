import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every route of the spec is listed here explicitly; pages arrive with the issues that build them.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/storefront/home.tsx"),
    route("category/:categorySlug", "routes/storefront/category.tsx"),
    route("p/:categorySlug/:subCategorySlug", "routes/storefront/sub-category.tsx"),
    route("catalogsearch/:searchTerm", "routes/storefront/search-results.tsx"),
    route("product/:slug", "routes/storefront/product.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("user", "routes/portal/user.tsx"),
    // One quote of the working account (issue 12); the account's quotes are the portal's quotes tab.
    route("user/quotes/:quoteId", "routes/portal/quote.tsx"),
    // One of the user's projects (issue 14); the projects are listed in the quotes tab beside the quotes.
    route("user/projects/:projectId", "routes/portal/project.tsx"),
    // The cart of the working account and the quick order (issue 12; OPEN default of CART: own pages).
    route("cart", "routes/portal/cart.tsx"),
    route("quick-order", "routes/portal/quick-order.tsx"),
    // Checkout of the cart or of a quote (`?quote=`), and one order of the account (issue 13).
    route("checkout", "routes/portal/checkout.tsx"),
    route("user/orders/:orderId", "routes/portal/order.tsx"),
    // The lighting layout request form (issue 14, ROUTE-08): guests and customers alike.
    route("lightdesignlayoutrequest", "routes/storefront/layout-request.tsx"),
    // The custom builder (issue 14): its entry page with the site's chrome, the SCX builder without (HDR-09).
    route("custom-builder", "routes/builder/custom-builder.tsx"),
    route("custom-builder/SCX-SERIES", "routes/builder/scx-series.tsx"),
    // The warranty claim form (issue 14, ROUTE-26): signed-in users of an account.
    route("warranty-claim", "routes/storefront/warranty-claim.tsx"),
    // The LED retrofit payback calculator (issue 15, ROUTE-13): its inputs are the query string.
    route("payback-calculator", "routes/storefront/payback-calculator.tsx"),
    // The forms of the marketing site (issue 15 item 8): contact us, support, credit application, brand store.
    route("contact-us", "routes/storefront/contact-us.tsx"),
    route("support", "routes/storefront/support.tsx"),
    route("credit-application", "routes/storefront/credit-application.tsx"),
    route("brand-store", "routes/storefront/brand-store.tsx"),
    // Editorial pages built on content files (issue 15 item 2): the blog with its tags and RSS feed
    // (ROUTE-23), case studies (ROUTE-16), our history (ROUTE-15), warranty (ROUTE-25), terms (ROUTE-20)
    // and privacy (ROUTE-21); each page is content/pages/<path>.md.
    route("blog", "routes/content/blog.tsx"),
    route("blog/rss.xml", "routes/content/blog-rss.ts"),
    route("blog/:slug", "routes/content/blog-post.tsx"),
    route("case-study", "routes/content/case-studies.tsx"),
    route("case-study/:slug", "routes/content/case-study.tsx"),
    // The videos page (issue 15 item 7, ROUTE-18): content/videos/<slug>.md, transcripts as their body.
    route("videos", "routes/content/videos.tsx"),
    route("videos/:slug", "routes/content/video.tsx"),
    route("our-history", "routes/content/page.tsx", { id: "content-our-history" }),
    route("warranty", "routes/content/page.tsx", { id: "content-warranty" }),
    route("terms-and-conditions", "routes/content/page.tsx", { id: "content-terms-and-conditions" }),
    route("privacy-policy", "routes/content/page.tsx", { id: "content-privacy-policy" }),
    // Careers (issue 15, ROUTE-24): the job openings of content/careers/ and the application with a résumé.
    route("careers", "routes/content/careers.tsx"),
    route("careers/:slug", "routes/content/career-opening.tsx"),
    // Catalogues and literature (issue 15 item 6): ROUTE-04, ROUTE-17, ROUTE-22; their PDFs are server routes.
    route("catalogs", "routes/storefront/catalogs.tsx"),
    route("literature", "routes/storefront/literature.tsx"),
    route("download-forms", "routes/storefront/download-forms.tsx"),
    // Help me buy (issue 15 item 5, ROUTE-09): the four options by `?option=`; create-my-bom's export.
    route("help-me-buy", "routes/storefront/help-me-buy.tsx"),
    // Issue 15 item 4 and 7: available rebates by ZIP code (ROUTE-14) and the TOL series story (ROUTE-12).
    route("available-rebates", "routes/storefront/available-rebates.tsx"),
    route("innovations/TOL-SERIES", "routes/storefront/tol-series.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Issue 33: the manufacturer's staff console, outside the storefront's chrome: its sign-in and
  // sign-out, then every console page inside the frame that requires a staff session.
  route("staff/login", "routes/staff/login.tsx"),
  route("staff/logout", "routes/staff/logout.ts"),
  layout("routes/staff/console-layout.tsx", [
    route("staff", "routes/staff/dashboard.tsx"),
    route("staff/members", "routes/staff/members.tsx"),
    route("staff/audit", "routes/staff/audit.tsx"),
    // Issue 33 item 2: customer service's accounts and people.
    route("staff/accounts", "routes/staff/accounts.tsx"),
    route("staff/accounts/new", "routes/staff/account-new.tsx"),
    route("staff/accounts/:accountId", "routes/staff/account.tsx"),
    route("staff/users", "routes/staff/users.tsx"),
    route("staff/users/:userId", "routes/staff/user.tsx"),
    // Issue 33 item 5: catalogue and prices.
    route("staff/catalog", "routes/staff/catalog.tsx"),
    route("staff/price-lists", "routes/staff/price-lists.tsx"),
    route("staff/coupons", "routes/staff/coupons.tsx"),
    route("staff/coupons/:code", "routes/staff/coupon.tsx"),
    route("staff/freight", "routes/staff/freight.tsx"),
    // Issue 33 item 3: the work queues.
    route("staff/layout-requests", "routes/staff/layout-requests.tsx"),
    route("staff/layout-requests/:number", "routes/staff/layout-request.tsx"),
    route("staff/warranty-claims", "routes/staff/warranty-claims.tsx"),
    route("staff/warranty-claims/:number", "routes/staff/warranty-claim.tsx"),
    route("staff/quote-requests", "routes/staff/quote-requests.tsx"),
    route("staff/quote-requests/:id", "routes/staff/quote-request.tsx"),
    // Issue 33 item 4: orders and payments of every account.
    route("staff/orders", "routes/staff/orders.tsx"),
    route("staff/orders/:order", "routes/staff/order.tsx"),
    route("staff/payments", "routes/staff/payments.tsx"),
    route("staff/payments/:reference", "routes/staff/payment.tsx"),
    // Any other console address: the console's 404, inside the frame.
    route("staff/*", "routes/staff/not-found.tsx"),
  ]),
  // Sign-out is a form post from the account menu; it answers a redirect (ROUTE-31).
  route("logout", "routes/auth/logout.ts"),
  // Help me buy's bill of materials as a CSV or PDF file (issue 15 item 5).
  route("help-me-buy/bom/:format", "routes/storefront/help-me-buy-bom.ts"),
  // A video's poster as an SVG file (its <video poster>, og:image and VideoObject thumbnail).
  route("videos/:slug/poster.svg", "routes/content/video-poster.tsx"),
  // A video's transcript as WebVTT captions (its <track kind="captions">).
  route("videos/:slug/captions.vtt", "routes/content/video-captions.ts"),
  // Resource routes for search engines: plain text and XML, outside the site layout.
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("sitemaps/:name", "routes/seo/sitemap-part.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
] satisfies RouteConfig;

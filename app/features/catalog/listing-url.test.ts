import { describe, expect, it } from "vitest";
import { productQuerySchema } from "../../../lib/search/product-query.ts";
import {
  activeFilterCount,
  filterChips,
  listingLimit,
  listingQuery,
  listingSearch,
  MAX_LISTING_PAGES,
  parseListingParams,
} from "./listing-url.ts";

const parse = (search: string) => parseListingParams(new URLSearchParams(search));

describe("listing state in the URL", () => {
  it("ROUTE-06 reads filters, sort and page from the query string, lists as csv or repeated values", () => {
    expect(
      parse("cct=3000,4000&mounting=Pendant&mounting=Surface&dlc=true&wattageMin=20&sort=name&page=3"),
    ).toEqual({
      filters: { cct: [3000, 4000], mounting: ["Pendant", "Surface"], dlc: true, wattageMin: 20 },
      sort: "name",
      page: 3,
    });
    expect(parse("")).toEqual({ filters: {}, sort: "relevance", page: 1 });
  });

  it("drops values that do not validate instead of failing the page", () => {
    expect(parse("cct=warm&wattageMin=-5&sort=cheapest&page=0&dlc=maybe&lumensMax=abc&ipRating=")).toEqual({
      filters: {},
      sort: "relevance",
      page: 1,
    });
    expect(parse("dlc=false").filters).toEqual({});
    expect(parse(`page=${MAX_LISTING_PAGES + 40}`).page).toBe(MAX_LISTING_PAGES);
  });

  it("turns a reversed range the right way round", () => {
    expect(parse("wattageMin=100&wattageMax=40&lumensMin=9000&lumensMax=1000").filters).toEqual({
      wattageMin: 40,
      wattageMax: 100,
      lumensMin: 1000,
      lumensMax: 9000,
    });
  });

  it("writes a stable query string without defaults, so a shared URL reproduces the listing", () => {
    const state = parse("sort=relevance&page=1&dlc=true&cct=4000&cct=3000&mounting=Pendant");
    const search = listingSearch(state, { category: "High Bays" });
    expect(search).toBe("?category=High+Bays&cct=4000%2C3000&mounting=Pendant&dlc=true");
    expect(parse(search.slice(1))).toEqual(state);
    expect(listingSearch({ filters: {}, sort: "relevance", page: 1 })).toBe("");
    expect(listingSearch({ filters: {}, sort: "price-asc", page: 2 })).toBe("?sort=price-asc&page=2");
  });

  it("counts active filter values and offers one removable chip per value", () => {
    const { filters } = parse("cct=3000,4000&wattageMin=20&wattageMax=60&dlc=true&ipRating=IP65");
    expect(activeFilterCount(filters)).toBe(6);
    const chips = filterChips(filters);
    expect(chips.map((chip) => chip.label)).toEqual(["20–60 W", "3000K", "4000K", "IP65", "DLC listed"]);
    expect(chips[1]?.filters.cct).toEqual([4000]);
    expect(chips[0]?.filters.wattageMin).toBeUndefined();
    expect(filterChips(parse("lumensMin=5000").filters)[0]?.label).toBe("≥ 5,000 lm");
  });
});

describe("Load More", () => {
  it("ROUTE-06 page N shows N pages of six, asked of the catalogue from the first product", () => {
    expect(listingLimit(1)).toBe(6);
    expect(listingLimit(3)).toBe(18);
    // Deep pages ask for more than one search call returns; the catalogue reads them in slices
    // (server/modules/catalog/list-products.test.ts).
    expect(listingLimit(25)).toBe(150);
    expect(listingQuery({ category: "High Bays" }, parse("cct=3000&dlc=true&sort=name&page=25"))).toEqual({
      category: "High Bays",
      cct: [3000],
      dlc: true,
      sort: "name",
      offset: 0,
      limit: 150,
    });
    expect(listingQuery({ q: "troffer" }, parse(""))).toEqual({
      q: "troffer",
      sort: "relevance",
      offset: 0,
      limit: 6,
    });
    // The query is one the contract describes, but for its size.
    const { limit: _, ...rest } = listingQuery({ subCategory: "Wall Packs" }, parse("mounting=Wall&page=2"));
    expect(productQuerySchema.safeParse(rest).success).toBe(true);
  });
});

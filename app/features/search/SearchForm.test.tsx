// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_LOG_PATH } from "../../../lib/client-log/path.ts";
import {
  SEARCH_BADGES,
  SEARCH_MAX_CHARS,
  type SearchBadge,
  type SearchResult,
} from "../../../lib/search/constants.ts";
import { NO_RESULTS_TEXT, SearchForm, seeAllText, TOO_SHORT_HINT } from "./SearchForm.tsx";
import { SEARCH_ENDPOINT, SEARCHBAR_CATEGORIES_ENDPOINT } from "./search-api.ts";

const CATEGORIES = ["Indoor Lighting", "Outdoor Lighting", "Emergency & Exit"];

function result(index: number, badge: SearchBadge = "Part No."): SearchResult {
  return {
    name: `Result ${index}`,
    image: `/media/fixtures/result-${index}.svg`,
    altText: `Picture of result ${index}`,
    badge,
    description: `Description ${index}`,
    link: `/product/result-${index}`,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type SearchHandler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Stands in for the HTTP API (fetch is the browser's, not our code): categories and a search handler. */
function stubApi(search: SearchHandler = () => json([result(1), result(2), result(3)])) {
  const fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === CLIENT_LOG_PATH) return new Response(null, { status: 204 });
    return url === SEARCHBAR_CATEGORIES_ENDPOINT ? json(CATEGORIES) : search(url, init);
  });
  vi.stubGlobal("fetch", fetchSpy);
  return {
    /** ERR-01, AMB-30: the failures reported to the error log (API-64). */
    reports: () =>
      fetchSpy.mock.calls
        .filter(([url]) => url === CLIENT_LOG_PATH)
        .map(([, init]) => JSON.parse(String(init?.body)) as { endpoint: string; error: string }),
    searchCalls: () => fetchSpy.mock.calls.filter(([url]) => url.startsWith(SEARCH_ENDPOINT)),
    categoryCalls: () => fetchSpy.mock.calls.filter(([url]) => url === SEARCHBAR_CATEGORIES_ENDPOINT),
  };
}

/** A search answer the test releases when it wants, to play out races. */
function deferredSearch() {
  const pending: { url: string; signal?: AbortSignal | null; respond: (response: Response) => void }[] = [];
  const handler: SearchHandler = (url, init) =>
    new Promise<Response>((respond) => pending.push({ url, signal: init?.signal, respond }));
  return { pending, handler };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(initialEntry = "/") {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          <SearchForm />
          <Location />
          <p data-testid="outside">elsewhere on the page</p>
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[initialEntry]} />);
  const input = screen.getByRole("combobox", { name: "Search products" }) as HTMLInputElement;
  const select = screen.getByRole("combobox", { name: "Search category" }) as HTMLSelectElement;
  return { input, select };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const location = () => screen.getByTestId("location").textContent;
// Scoped to the listbox: the category filter's native <option>s have the same role.
const shownOptions = () => within(screen.getByRole("listbox", { hidden: true })).queryAllByRole("option");
const popupMessage = () => screen.queryByTestId("search-popup-message")?.textContent;

/** Types a term and lets the debounce and the answer pass. */
async function typeAndWait(input: HTMLElement, value: string) {
  type(input, value);
  await advance(300);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("category filter", () => {
  it("SRCH-01 SRCH-02 offers 'All categories' then the names of API-12, fetched once on first focus", async () => {
    const api = stubApi();
    const { input, select } = renderSearch();
    expect(api.categoryCalls()).toHaveLength(0);
    expect([...select.options].map((o) => o.text)).toEqual(["All categories"]);
    act(() => input.focus());
    await advance(0);
    expect(api.categoryCalls()).toHaveLength(1);
    expect([...select.options].map((o) => o.text)).toEqual(["All categories", ...CATEGORIES]);
    expect(select.value).toBe("");
    act(() => input.blur());
    act(() => select.focus());
    await advance(5_000);
    expect(api.categoryCalls()).toHaveLength(1);
  });

  it("SRCH-02 the names are fetched 1.5 s after load when nobody touched the box, not before", async () => {
    const api = stubApi();
    const { select } = renderSearch();
    await advance(1_499);
    expect(api.categoryCalls()).toHaveLength(0);
    await advance(1);
    expect(api.categoryCalls()).toHaveLength(1);
    expect([...select.options].map((o) => o.value)).toEqual(["", ...CATEGORIES]);
  });

  it("SRCH-02 ERR-01 a failed load leaves 'All categories', is logged and reported, and the next interaction retries", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let answers = 0;
    const reported: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === CLIENT_LOG_PATH) {
          reported.push(String(init?.body));
          return new Response(null, { status: 204 });
        }
        return ++answers === 1 ? json({ error: "down" }, 503) : json(CATEGORIES);
      }),
    );
    const { input, select } = renderSearch();
    act(() => input.focus());
    await advance(0);
    expect([...select.options].map((o) => o.text)).toEqual(["All categories"]);
    expect(warn).toHaveBeenCalledWith("search bar categories", expect.any(Error));
    expect(reported.map((body) => JSON.parse(body).endpoint)).toEqual([SEARCHBAR_CATEGORIES_ENDPOINT]);
    act(() => select.focus());
    await advance(0);
    expect(answers).toBe(2);
    expect([...select.options].map((o) => o.text)).toEqual(["All categories", ...CATEGORIES]);
  });
});

describe("typeahead requests", () => {
  it("SRCH-03 issues no request until the trimmed input has 3 characters", async () => {
    const api = stubApi();
    const { input } = renderSearch();
    await typeAndWait(input, "tr");
    await typeAndWait(input, "  tr   ");
    await advance(1_000);
    expect(api.searchCalls()).toHaveLength(0);
    expect(screen.getByTestId("search-popup").className).toBe("hidden");
    await typeAndWait(input, "tro");
    expect(api.searchCalls()).toHaveLength(1);
    expect(shownOptions()).toHaveLength(3);
  });

  it("asks 300 ms after the last keystroke, once for a burst of typing", async () => {
    const api = stubApi();
    const { input } = renderSearch();
    type(input, "tro");
    await advance(100);
    type(input, "trof");
    await advance(100);
    type(input, "troff");
    await advance(299);
    expect(api.searchCalls()).toHaveLength(0);
    await advance(1);
    expect(api.searchCalls()).toHaveLength(1);
    expect(api.searchCalls()[0]?.[0]).toContain("searchTerm=troff");
  });

  it("SRCH-05 calls API-13 with limit=12, shortened=true, searchTerm, and category only when selected", async () => {
    const api = stubApi();
    const { input, select } = renderSearch();
    await typeAndWait(input, " SCX-4 40W ");
    expect(api.searchCalls().map(([url]) => url)).toEqual([
      "/api/product-service/elastic-search/search?limit=12&shortened=true&searchTerm=SCX-4%2040W",
    ]);
    act(() => select.focus());
    await advance(0);
    fireEvent.change(select, { target: { value: "Emergency & Exit" } });
    await advance(300);
    expect(api.searchCalls()[1]?.[0]).toBe(
      "/api/product-service/elastic-search/search?limit=12&shortened=true&searchTerm=SCX-4%2040W&category=Emergency%20%26%20Exit",
    );
    fireEvent.change(select, { target: { value: "" } });
    await advance(300);
    expect(api.searchCalls()[2]?.[0]).toBe(
      "/api/product-service/elastic-search/search?limit=12&shortened=true&searchTerm=SCX-4%2040W",
    );
  });

  it("aborts the request in flight when the input changes", async () => {
    const search = deferredSearch();
    stubApi(search.handler);
    const { input } = renderSearch();
    await typeAndWait(input, "trof");
    expect(search.pending[0]?.signal?.aborted).toBe(false);
    type(input, "troff");
    expect(search.pending[0]?.signal?.aborted).toBe(true);
  });

  it("a stale answer never replaces a newer one: the first request answering last is ignored", async () => {
    const search = deferredSearch();
    stubApi(search.handler);
    const { input } = renderSearch();
    await typeAndWait(input, "trof");
    await typeAndWait(input, "troffer");
    const [first, second] = search.pending;
    expect(second?.url).toContain("searchTerm=troffer");
    second?.respond(json([result(2, "Series")]));
    await advance(0);
    expect(shownOptions().map((o) => o.textContent)).toEqual([expect.stringContaining("Result 2")]);
    // The first request ignores its abort signal, as a slow network or server may.
    first?.respond(json([result(1), result(11)]));
    await advance(0);
    expect(shownOptions().map((o) => o.textContent)).toEqual([expect.stringContaining("Result 2")]);
  });

  it("shows a busy indicator while waiting for the answer", async () => {
    const search = deferredSearch();
    stubApi(search.handler);
    const { input } = renderSearch();
    type(input, "troffer");
    expect(screen.getByTestId("search-loading")).toBeTruthy();
    expect(screen.getByRole("listbox", { hidden: true }).getAttribute("aria-busy")).toBe("true");
    await advance(300);
    expect(popupMessage()).toBe("Searching…");
    search.pending[0]?.respond(json([result(1)]));
    await advance(0);
    expect(screen.queryByTestId("search-loading")).toBeNull();
    expect(screen.getByRole("listbox").getAttribute("aria-busy")).toBe("false");
  });
});

describe("typeahead results", () => {
  it("SRCH-06 shows at most 10 of the 12 results returned", async () => {
    stubApi(() => json(Array.from({ length: 12 }, (_, i) => result(i + 1))));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    expect(shownOptions()).toHaveLength(10);
    expect(shownOptions()[9]?.textContent).toContain("Result 10");
    expect(screen.getByTestId("search-status").textContent).toBe("10 results available");
  });

  it("SRCH-07 SRCH-08 each result shows its name, image with altText, exact badge and description", async () => {
    const results = SEARCH_BADGES.map((badge, i) => result(i + 1, badge));
    results[4] = { ...(results[4] as SearchResult), image: null };
    stubApi(() => json(results));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    const options = shownOptions();
    expect(options).toHaveLength(SEARCH_BADGES.length);
    options.forEach((option, i) => {
      const expected = results[i] as SearchResult;
      const scope = within(option);
      expect(scope.getByText(expected.name)).toBeTruthy();
      expect(scope.getByText(expected.description)).toBeTruthy();
      expect(scope.getByTestId("search-badge").textContent).toBe(SEARCH_BADGES[i]);
      if (expected.image) {
        const image = scope.getByRole("img") as HTMLImageElement;
        expect(image.getAttribute("src")).toBe(expected.image);
        expect(image.alt).toBe(expected.altText);
      } else {
        expect(scope.queryByRole("img")).toBeNull();
        expect(scope.getByTestId("search-suggestion-fallback")).toBeTruthy();
      }
    });
  });

  it("SRCH-08 a result whose badge is not one of the five kinds is not shown", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi(() => json([result(1, "Series"), { ...result(2), badge: "Product" }, result(3, "option")]));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    expect(shownOptions().map((o) => within(o).getByTestId("search-badge").textContent)).toEqual([
      "Series",
      "option",
    ]);
  });

  it("a result whose link leaves the site is not shown", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const away = [
      { ...result(2), link: "https://elsewhere.example/x" },
      { ...result(3), link: "//elsewhere.example/x" },
    ];
    stubApi(() => json([result(1), ...away, result(4)]));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    expect(shownOptions().map((o) => within(o).getByText(/^Result/).textContent)).toEqual([
      "Result 1",
      "Result 4",
    ]);
  });

  it("SRCH-09 an empty answer shows 'No products found'", async () => {
    stubApi(() => json([]));
    const { input } = renderSearch();
    await typeAndWait(input, "zzzzzz");
    expect(shownOptions()).toHaveLength(0);
    expect(popupMessage()).toBe(NO_RESULTS_TEXT);
    expect(popupMessage()).toBe("No products found");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("search-status").textContent).toBe("No products found");
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("network down"))],
    ["HTTP 500", () => json({ error: "boom", code: "INTERNAL" }, 500)],
    ["an answer that is not a list", () => json({ results: [] })],
  ] satisfies [string, SearchHandler][])(
    "SRCH-10 SRCH-09 AMB-30 %s is treated as no results: 'No products found', reported to the log, no error",
    async (_name, handler) => {
      const api = stubApi(handler);
      const { input } = renderSearch();
      await typeAndWait(input, "troffer");
      expect(popupMessage()).toBe("No products found");
      expect(api.reports().map((r) => r.endpoint)).toEqual([
        `${SEARCH_ENDPOINT}?limit=12&shortened=true&searchTerm=troffer`,
      ]);
    },
  );
});

describe("combobox keyboard and mouse", () => {
  const FIVE = [1, 2, 3, 4, 5].map((i) => result(i));
  const activeOption = (input: HTMLElement) => {
    const id = input.getAttribute("aria-activedescendant");
    const selected = shownOptions().filter((o) => o.getAttribute("aria-selected") === "true");
    if (!id) return expect(selected).toHaveLength(0);
    expect(selected.map((o) => o.id)).toEqual([id]);
    return selected[0]?.textContent;
  };

  it("ARIA wiring: the input controls the listbox and is expanded while options show", async () => {
    stubApi(() => json(FIVE));
    const { input } = renderSearch();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    await typeAndWait(input, "troffer");
    const listbox = screen.getByRole("listbox", { name: "Search suggestions" });
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
    expect(screen.getByTestId("search-status").textContent).toBe("5 results available");
  });

  it("ArrowDown and ArrowUp move the highlight and wrap around", async () => {
    stubApi(() => json(FIVE));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeOption(input)).toContain("Result 1");
    for (let i = 0; i < 4; i++) fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeOption(input)).toContain("Result 5");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeOption(input)).toContain("Result 1");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(activeOption(input)).toContain("Result 5");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(activeOption(input)).toContain("Result 4");
  });

  it("SRCH-07 Enter on the highlighted option navigates to its link and closes the popup", async () => {
    stubApi(() => json(FIVE));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const notPrevented = fireEvent.keyDown(input, { key: "Enter" });
    expect(notPrevented).toBe(false);
    await advance(0);
    expect(location()).toBe("/product/result-2");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("SRCH-11 Enter with no highlighted option is left to the form, which opens the results page", async () => {
    stubApi(() => json(FIVE));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    // Not prevented: the browser's implicit submission of the form follows (covered end to end).
    expect(fireEvent.keyDown(input, { key: "Enter" })).toBe(true);
    fireEvent.submit(input.form as HTMLFormElement);
    await advance(0);
    expect(location()).toBe("/catalogsearch/troffer");
  });

  it("Escape closes the popup, a second Escape clears the input", async () => {
    stubApi(() => json(FIVE));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
    expect(screen.getByTestId("search-popup").className).toBe("hidden");
    expect(input.value).toBe("troffer");
    // ArrowDown reopens the popup on the same answer, from the first option.
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(activeOption(input)).toContain("Result 1");
    fireEvent.keyDown(input, { key: "Escape" });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.value).toBe("");
  });

  it("a click outside the search box closes the popup", async () => {
    stubApi(() => json(FIVE));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    fireEvent.pointerDown(shownOptions()[0] as HTMLElement);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerDown(screen.getByTestId("outside"));
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("SRCH-07 hovering highlights an option and clicking it navigates to its link", async () => {
    stubApi(() => json(FIVE));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    const third = shownOptions()[2] as HTMLElement;
    fireEvent.mouseMove(third);
    expect(activeOption(input)).toContain("Result 3");
    fireEvent.click(third);
    await advance(0);
    expect(location()).toBe("/product/result-3");
  });

  it("a new answer starts the highlight over", async () => {
    stubApi((url) => json(url.includes("troffers") ? [result(7), result(8)] : FIVE));
    const { input } = renderSearch();
    await typeAndWait(input, "troffer");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    await typeAndWait(input, "troffers");
    expect(shownOptions()).toHaveLength(2);
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
  });
});

describe("submitting", () => {
  it("SRCH-04 fewer than 2 trimmed characters shows a hint and sends nothing", async () => {
    const api = stubApi();
    const { input } = renderSearch();
    for (const value of ["", "a", "  a  "]) {
      type(input, value);
      fireEvent.click(screen.getByRole("button", { name: "Search" }));
      await advance(1_000);
      expect(screen.getByText(TOO_SHORT_HINT)).toBeTruthy();
      expect(location()).toBe("/");
    }
    expect(api.searchCalls()).toHaveLength(0);
    type(input, "ab");
    expect(screen.queryByText(TOO_SHORT_HINT)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await advance(0);
    expect(location()).toBe("/catalogsearch/ab");
  });

  it("SRCH-11 opens /catalogsearch/{term}?category={category}, omitting category when none is selected", async () => {
    stubApi();
    const { input, select } = renderSearch();
    act(() => select.focus());
    await advance(0);
    fireEvent.change(select, { target: { value: "Emergency & Exit" } });
    type(input, " 4ft troffer/40W ");
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await advance(0);
    expect(location()).toBe("/catalogsearch/4ft%20troffer%2F40W?category=Emergency%20%26%20Exit");
    fireEvent.change(select, { target: { value: "" } });
    type(input, "SCX-4");
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await advance(0);
    expect(location()).toBe("/catalogsearch/SCX-4");
  });
});

describe("refining a search", () => {
  it("#9.17 on a results page the box shows the page's term and category, and follows the next page", async () => {
    stubApi();
    const { input, select } = renderSearch("/catalogsearch/2x4%20troffer?category=Emergency%20%26%20Exit");
    expect(input.value).toBe("2x4 troffer");
    expect(select.value).toBe("Emergency & Exit");
    type(input, "wall pack");
    fireEvent.change(select, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await advance(0);
    expect(location()).toBe("/catalogsearch/wall%20pack");
    expect(input.value).toBe("wall pack");
    expect(select.value).toBe("");
  });

  it("#9.17 elsewhere the box starts empty", () => {
    stubApi();
    const { input, select } = renderSearch("/product/edl-4-10-40k?category=Troffers");
    expect(input.value).toBe("");
    expect(select.value).toBe("");
  });

  it("#9.18 the suggestions end with a link to every result for the term, in the chosen category", async () => {
    stubApi();
    const { input, select } = renderSearch();
    act(() => select.focus());
    await advance(0);
    fireEvent.change(select, { target: { value: "Outdoor Lighting" } });
    await typeAndWait(input, "wall pack");
    const seeAll = screen.getByRole("link", { name: seeAllText("wall pack") });
    expect(seeAll.getAttribute("href")).toBe("/catalogsearch/wall%20pack?category=Outdoor%20Lighting");
    expect(shownOptions()).toHaveLength(3);
    fireEvent.click(seeAll);
    await advance(0);
    expect(location()).toBe("/catalogsearch/wall%20pack?category=Outdoor%20Lighting");
  });

  it("#9.19 the box takes at most the length the server accepts", () => {
    stubApi();
    const { input } = renderSearch();
    expect(input.maxLength).toBe(SEARCH_MAX_CHARS);
  });
});

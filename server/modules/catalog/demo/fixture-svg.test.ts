import { describe, expect, it } from "vitest";
import { splitImageNames } from "../../../../lib/catalog/catalog.ts";
import { generateDemoCatalog } from "../index.ts";
import { fixtureFinishes, fixtureImageName, fixtureKinds, renderFixtureSvg } from "./fixture-svg.ts";

function expectCleanSvg(svg: string | null) {
  expect(svg).not.toBeNull();
  const text = svg ?? "";
  expect(text.startsWith("<svg")).toBe(true);
  expect(text.endsWith("</svg>")).toBe(true);
  expect(text).toContain('viewBox="0 0 400 300"');
  // The namespace is the only URL; nothing is fetched and nothing runs.
  expect(text.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(
    /https?:|href|<script|\bon[a-z]+=/i,
  );
  expect(unbalancedTags(text)).toEqual([]);
}

/** Elements left open or closed without being opened; empty for well-nested markup. */
function unbalancedTags(markup: string): string[] {
  const open: string[] = [];
  const stray: string[] = [];
  for (const [, closing, name = "", selfClosing] of markup.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name);
    else if (open.at(-1) === name) open.pop();
    else stray.push(name);
  }
  return [...open, ...stray];
}

describe("renderFixtureSvg", () => {
  it("renders every image name the demo catalogue uses", () => {
    const catalog = generateDemoCatalog({ products: 2000 });
    const names = new Set([
      ...catalog.categories.flatMap((category) => [
        ...splitImageNames(category.imageNames),
        ...category.subCategories.flatMap((sub) => splitImageNames(sub.imageNames)),
      ]),
      ...catalog.products.flatMap((product) =>
        product.images.map((image) => image.url.split("/").pop() ?? ""),
      ),
    ]);
    expect(names.size).toBeGreaterThan(30);
    for (const name of names) expectCleanSvg(renderFixtureSvg(name));
  });

  it("renders every kind in every finish and view", () => {
    for (const kind of fixtureKinds) {
      for (const finish of fixtureFinishes) {
        for (const view of [1, 2, 3]) expectCleanSvg(renderFixtureSvg(fixtureImageName(kind, finish, view)));
      }
    }
  });

  it("#9.13 draws housings and trims in the finish: nothing of a black fixture is drawn white", () => {
    // The white finish's body and trim colours; an exit sign's white face (#ffffff) is its legend panel.
    const whiteFinish = /#f6f7f9|#fbfcfd|#cfd5dd/i;
    for (const kind of fixtureKinds) {
      for (const view of [1, 2, 3]) {
        const black = renderFixtureSvg(fixtureImageName(kind, "Black", view)) ?? "";
        expect(black, `${kind} view ${view}`).not.toMatch(whiteFinish);
        expect(renderFixtureSvg(fixtureImageName(kind, "Black", view), { finish: "White" })).toMatch(
          whiteFinish,
        );
      }
    }
  });

  it("is deterministic, and variants differ", () => {
    expect(renderFixtureSvg("highbay-2.svg")).toBe(renderFixtureSvg("highbay-2.svg"));
    expect(renderFixtureSvg("highbay-2.svg")).not.toBe(renderFixtureSvg("highbay-3.svg"));
    expect(renderFixtureSvg("highbay-2.svg")).not.toBe(renderFixtureSvg("troffer-2.svg"));
  });

  it("accepts any one- or two-digit variant", () => {
    for (const variant of ["0", "1", "07", "42", "99"])
      expectCleanSvg(renderFixtureSvg(`downlight-${variant}.svg`));
  });

  it("returns null for unknown kinds and malformed names", () => {
    for (const name of [
      "lamp-1.svg",
      "constructor-1.svg",
      "Downlight-1.svg",
      "downlight-100.svg",
      "downlight.svg",
      "downlight-1.png",
      "downlight-1.svg.svg",
      "../downlight-1.svg",
      "down-light-1.svg",
      "downlight-1.svg?x=1",
      "",
    ]) {
      expect(renderFixtureSvg(name), name).toBeNull();
    }
  });
});

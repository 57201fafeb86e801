import { describe, expect, it } from "vitest";
import { PathIndex, parentsOf } from "./path-index.js";
import { isUnder } from "./url.js";

const paths = ["/", "/grants", "/grants/arts", "/grants/arts/faq", "/grants/arts/apply/", "/grants/science", "/grantsx", "/news/2026/05/post", "/grants/"];

describe("the path index", () => {
  it("finds, in list order, exactly the paths isUnder finds", () => {
    const index = new PathIndex(paths);
    for (const parent of [...paths, "/grants/arts/", "/news", "/none"])
      expect(index.under(parent), parent).toEqual(paths.flatMap((p, i) => (isUnder(p, parent) ? [i] : [])));
  });

  it("names every parent isUnder accepts, without a trailing slash", () => {
    for (const child of paths)
      for (const parent of paths.filter((p) => p !== "/"))
        expect(parentsOf(child).includes(parent.replace(/\/$/, "")), `${child} under ${parent}`).toBe(isUnder(child, parent));
  });
});

import type { FixtureSite } from "@grantscout/crawler/fixtures";

const page = (funder: string, title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | ${funder}</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});

const programme = (funder: string, title: string, o: { about: string; deadline: string; amount: string; eligibility: string }) =>
  page(
    funder,
    title,
    `<p>The ${title} ${o.about}</p><dl><dt>Deadline</dt><dd>${o.deadline}</dd><dt>Award amount</dt><dd>${o.amount}</dd></dl>` +
      `<h2>Eligibility</h2><p>${o.eligibility}</p>` +
      `<h2>How to apply</h2><p>Submit the ${title} online application form before the deadline.</p>`,
  );

/** A Virginia funder: an arts grant for Virginia nonprofits, a fellowship for university researchers. */
export function tidewaterSite(): FixtureSite {
  const f = "Tidewater Community Foundation";
  return {
    "/": page(f, "Welcome", "<p>We fund coastal community projects.</p>", ["/grants"]),
    "/grants": page(f, "Our Grant Programs", "<p>Explore our funding programs.</p>", ["/grants/coastal-arts", "/grants/marine-research"]),
    "/grants/coastal-arts": programme(f, "Coastal Arts Grant", {
      about: "funds community arts and music projects in tidewater towns.",
      deadline: "September 30, 2027",
      amount: "Up to $15,000",
      eligibility: "Applicants must be registered nonprofit organizations located in Virginia.",
    }),
    "/grants/marine-research": programme(f, "Marine Research Fellowship", {
      about: "supports marine science research on coastal ecosystems.",
      deadline: "January 15, 2028",
      amount: "$40,000",
      eligibility: "Applicants must be researchers at accredited universities.",
    }),
  };
}

/** A national funder whose site gains a programme between crawls (`addFoodAccess`). */
export function prairieSite(): FixtureSite {
  const f = "Prairie Health Fund";
  return {
    "/": page(f, "Welcome", "<p>We support rural health across the country.</p>", ["/programs"]),
    "/programs": page(f, "Our Grant Programs", "<p>Explore our funding programs.</p>", ["/programs/rural-health", "/programs/uk-heritage"]),
    "/programs/rural-health": programme(f, "Rural Health Access Grant", {
      about: "funds community clinics that bring health care to rural families.",
      deadline: "June 1, 2027",
      amount: "$5,000 to $10,000",
      eligibility: "Applicants must be nonprofit organizations in the United States.",
    }),
    "/programs/uk-heritage": programme(f, "Heritage Skills Grant", {
      about: "funds heritage crafts training for young people.",
      deadline: "March 31, 2027",
      amount: "Up to $20,000",
      eligibility: "Applicants must be charities registered in the United Kingdom.",
    }),
  };
}

/** The funder adds a programme: the next crawl finds it. */
export function addFoodAccess(site: FixtureSite) {
  const f = "Prairie Health Fund";
  site["/programs"] = page(f, "Our Grant Programs", "<p>Explore our funding programs.</p>", [
    "/programs/rural-health",
    "/programs/uk-heritage",
    "/programs/food-access",
  ]);
  site["/programs/food-access"] = programme(f, "Food Access Grant", {
    about: "funds food banks and community kitchens that feed rural families.",
    deadline: "August 15, 2027",
    amount: "Up to $8,000",
    eligibility: "Applicants must be nonprofit organizations in the United States.",
  });
}

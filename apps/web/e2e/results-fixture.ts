import type { FixtureSite } from "@grantscout/crawler/fixtures";

const html = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Tidewater Community Foundation</title></head><body><h1>${title}</h1>${body}
<ul>${links.map((l) => `<li><a href="${l}">${l}</a></li>`).join("")}</ul></body></html>`,
});

/**
 * A small funder site with labelled grant pages. Labels: open 2 (coastal-arts, marine-research),
 * closed 2 (harbour-youth, heritage-2023), unknown 1 (community-fund, rolling), plus one broken link.
 */
export const LABELS = { open: 2, closed: 2, unknown: 1 };

export const resultsSite: FixtureSite = {
  "/": html("Tidewater Community Foundation", "<p>We fund coastal community projects through several grant programs.</p>", [
    "/grants",
    "/programs/marine-research",
    "/about",
  ]),
  "/about": html("About the foundation", "<p>Supporting tidewater towns since 1979.</p>"),
  "/grants": html("Grant programs", "<p>Our current and past grant programs.</p>", [
    "/grants/coastal-arts",
    "/grants/harbour-youth",
    "/grants/community-fund",
    "/grants/heritage-2023",
    "/grants/missing-page",
  ]),
  "/grants/coastal-arts": html(
    "Coastal Arts Grant",
    `<p>The Coastal Arts Grant funds community arts projects in tidewater towns. Applications are now open.</p>
<p>Grants of up to $15,000 are available. The application deadline is September 30, 2027.</p>
<p>Eligibility: registered 501(c)(3) nonprofit organizations located in Virginia may apply.</p>
<p><a href="https://tidewater.submittable.com/submit">Apply online</a></p>`,
    ["/grants/coastal-arts/guidelines"],
  ),
  "/grants/coastal-arts/guidelines": html(
    "Coastal Arts Grant application guidelines",
    "<p>How to apply for the Coastal Arts Grant: submit a project narrative and a budget.</p>",
  ),
  "/grants/harbour-youth": html(
    "Harbour Youth Grant",
    "<p>The Harbour Youth Grant supported youth programs with grants of up to $5,000. This grant cycle is closed. The deadline was March 1, 2024.</p>",
  ),
  "/grants/community-fund": html(
    "Community Capacity Fund",
    "<p>The Community Capacity Fund offers grants to nonprofits building organizational capacity. Contact our program officer to discuss a grant request.</p>",
  ),
  "/grants/heritage-2023": html(
    "Heritage Preservation Grant 2023",
    "<p>The Heritage Preservation Grant funded restoration of historic buildings with awards up to $25,000. Applications closed on June 30, 2023.</p>",
  ),
  "/programs/marine-research": html(
    "Marine Research Fellowship",
    "<p>The Marine Research Fellowship awards grants of $40,000 to early-career researchers. Applications are open now; the deadline is January 15, 2028.</p><p>Eligibility: researchers at accredited universities.</p>",
  ),
};

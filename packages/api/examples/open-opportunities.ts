// Crawls a funder's site, follows the crawl log, prints the open opportunities.
// Usage: tsx examples/open-opportunities.ts http://localhost:3000 https://funder.example
import { createGrantScoutClient } from "@grantscout/api/client";

const [server = "http://localhost:3000", site = "https://example.org"] = process.argv.slice(2);
const api = createGrantScoutClient({ url: server, token: process.env.API_TOKEN });
const { id } = await api.crawl.start.mutate({ url: site, maxDepth: 2 });
const log = api.crawl.log.subscribe({ jobId: id }, { onData: ({ data }) => console.log(`[${data.type}] ${data.message}`) });
while ((await api.crawl.status.query({ jobId: id })).status === "running") await new Promise((r) => setTimeout(r, 1000));
log.unsubscribe();
const { opportunities } = await api.crawl.results.query({ jobId: id });
for (const finding of opportunities)
  if (finding.type === "grant_opportunities")
    for (const g of finding.details.detected_urls.filter((g) => g.status.current === "open"))
      console.log(`OPEN ${g.title} (due ${g.status.due_date ?? "not stated"}) ${g.url}`);

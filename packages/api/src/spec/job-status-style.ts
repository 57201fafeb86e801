export type JobStatusColor = "green" | "blue" | "red" | "gray";

/** Spec section 2: a job card's border and badge colour by job status. */
export function jobStatusColor(status: string): JobStatusColor {
  switch (status.toLowerCase()) {
    case "completed":
      return "green";
    case "running":
      return "blue";
    case "failed":
      return "red";
    default:
      return "gray";
  }
}

/** The badge text: the status with a capital first letter ('running' -> 'Running'). */
export function jobStatusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}

/** The statuses after which a crawl changes no more; completed and stopped lead to the results page. */
export function isFinishedJobStatus(status: string): boolean {
  return status === "completed" || status === "stopped" || status === "failed";
}
export function opensResults(status: string): boolean {
  return status === "completed" || status === "stopped";
}

/** The options a crawl ran with, in one line for its card: "Depth 3 · 20 req/sec · robots.txt respected · grant opportunities only". */
export function crawlOptionsLine(o: {
  maxDepth: number;
  rateLimit: number;
  respectRobotsTxt: boolean;
  saveHtmlContent: boolean;
  onlyGrantOpportunities: boolean;
}): string {
  return [
    `Depth ${o.maxDepth}`,
    `${o.rateLimit} req/sec`,
    o.respectRobotsTxt ? "robots.txt respected" : "robots.txt ignored",
    o.onlyGrantOpportunities ? "grant opportunities only" : "all opportunity types",
    ...(o.saveHtmlContent ? ["HTML saved"] : []),
  ].join(" · ");
}

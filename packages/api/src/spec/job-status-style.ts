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

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { useTRPC } from "../../trpc";

type HomeTab = "jobs" | "new";
type HomeMode = { kind: "jobs" } | { kind: "input" } | { kind: "crawling"; jobId: number };

/**
 * Spec section 4: the home mode lives in the URL (?tab=jobs|new, ?job=ID while crawling). Without
 * either, the job list decides: jobs exist → Available Jobs, otherwise (or on error) New Crawl.
 */
export function useHomeMode() {
  const search = useSearch({ from: "/" });
  const navigate = useNavigate({ from: "/" });
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const jobs = useQuery(trpc.crawl.jobs.queryOptions(undefined, { retry: 1 }));

  useEffect(() => {
    if (jobs.error && !search.tab && !search.job) console.error("Error checking for existing jobs:", jobs.error);
  }, [jobs.error, search.tab, search.job]);

  const decided: HomeTab = jobs.data ? (jobs.data.length > 0 ? "jobs" : "new") : jobs.isPending ? "jobs" : "new";
  const tab: HomeTab = search.tab ?? decided;
  const mode: HomeMode = search.job ? { kind: "crawling", jobId: search.job } : tab === "jobs" ? { kind: "jobs" } : { kind: "input" };

  /** Forgets the last crawl's status and results so a new one starts from a clean cache. */
  const clearCrawlCache = useCallback(() => {
    queryClient.removeQueries(trpc.crawl.status.pathFilter());
    queryClient.removeQueries(trpc.crawl.results.pathFilter());
  }, [queryClient, trpc]);

  const showJobs = useCallback(() => {
    void navigate({ search: { tab: "jobs" } });
    void jobs.refetch();
  }, [navigate, jobs]);

  const showNewCrawl = useCallback(() => {
    void navigate({ search: { tab: "new" } }).then(clearCrawlCache);
  }, [navigate, clearCrawlCache]);

  const watchJob = useCallback((jobId: number) => void navigate({ search: { job: jobId } }), [navigate]);

  return { jobs, tab, mode, showJobs, showNewCrawl, watchJob, clearCrawlCache };
}

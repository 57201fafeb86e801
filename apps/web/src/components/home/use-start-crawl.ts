import type { CrawlStartInput } from "@grantscout/api/spec";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";

/** Starts a crawl with the spec's toasts (section 8): success 3 s, failure red for 5 s. */
export function useStartCrawl(onStarted: (jobId: number) => void) {
  const trpc = useTRPC();
  return useMutation(
    trpc.crawl.start.mutationOptions({
      onSuccess: (job, input: CrawlStartInput) => {
        toast("success", "Crawling started", `Starting to crawl ${input.url}`);
        onStarted(job.id);
      },
      onError: (error) => {
        toast("error", "Error starting crawler", error.message);
      },
    }),
  );
}

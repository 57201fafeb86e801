import type { CrawlStartInput } from "@grantscout/api/domain";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../trpc";

/** Starts a crawl with the spec's toasts (section 8): success 3 s, failure red for 5 s. */
export function useStartCrawl(onStarted: (jobId: number) => void) {
  const trpc = useTRPC();
  return useMutation(
    trpc.crawl.start.mutationOptions({
      onSuccess: (job, input: CrawlStartInput) => {
        notifications.show({ title: "Crawling started", message: `Starting to crawl ${input.url}`, color: "teal", autoClose: 3000 });
        onStarted(job.id);
      },
      onError: (error) => {
        notifications.show({ title: "Error starting crawler", message: error.message, color: "red", autoClose: 5000 });
      },
    }),
  );
}

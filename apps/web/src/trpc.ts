import type { AppRouter } from "@grantscout/api";
import { MAX_BATCH_CALLS } from "@grantscout/api/spec";
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import superjson from "superjson";

/** Spec section 9: results stay fresh, no refetch on focus or interval, no retries unless a query asks. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});

const withCookies: typeof fetch = (url, init) => fetch(url, { ...init, credentials: "include" });

/**
 * Calls are batched, except those marked `skipBatch`: an add-on beside a spec screen (the watched
 * sites' deadlines on Home) travels on its own, so the screen's own requests stay as the spec has them.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === "subscription",
      true: httpSubscriptionLink({ url: "/trpc", transformer: superjson }),
      false: splitLink({
        condition: (op) => op.context.skipBatch === true,
        true: httpLink({ url: "/trpc", transformer: superjson, fetch: withCookies }),
        false: httpBatchLink({ url: "/trpc", transformer: superjson, fetch: withCookies, maxItems: MAX_BATCH_CALLS }),
      }),
    }),
  ],
});

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

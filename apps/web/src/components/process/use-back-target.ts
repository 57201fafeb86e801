import { RETURN_PATH_KEY, resolveBackTarget, toRouterPath } from "@grantscout/api/spec";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";

function storedReturnPath(): string | null {
  try {
    return sessionStorage.getItem(RETURN_PATH_KEY);
  } catch {
    return null;
  }
}

/** Where Back goes, decided once when the page opens (document.referrer changes as the app navigates). */
export function useBackTarget(param: string | undefined) {
  const router = useRouter();
  const [target] = useState(() =>
    resolveBackTarget({
      param,
      documentReferrer: document.referrer,
      origin: window.location.origin,
      storedPath: storedReturnPath(),
      currentPath: window.location.pathname,
    }),
  );
  const goBack = () => router.history.push(toRouterPath(target, window.location.origin));
  return { target, goBack };
}

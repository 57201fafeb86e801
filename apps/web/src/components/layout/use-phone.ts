import { em } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";

/** Below Mantine's `sm` breakpoint (48em, 768 px): a phone held upright. */
export function usePhone(): boolean {
  return useMediaQuery(`(max-width: ${em(767.98)})`, false, { getInitialValueInEffect: false }) ?? false;
}

import { Badge, type BadgeProps, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A badge whose number is explained in words: a tooltip on hover, on keyboard focus (the badge
 * takes focus) and on touch, so the meaning is never only a colour or a bare number.
 */
export function ExplainedBadge({ explanation, children, ...badge }: BadgeProps & { explanation: string; children: ReactNode; "data-testid"?: string }) {
  return (
    <Tooltip label={explanation} multiline w={300} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge tabIndex={0} style={{ cursor: "help" }} {...badge}>
        {children}
      </Badge>
    </Tooltip>
  );
}

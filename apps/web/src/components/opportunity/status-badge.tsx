import { capitalizeStatus, statusBadgeColor } from "@grantscout/api/spec";
import { Badge, type BadgeProps } from "@mantine/core";

export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <Badge color={statusBadgeColor(status)} variant="light" tt="none" data-testid="status-badge" {...props}>
      {capitalizeStatus(status)}
    </Badge>
  );
}

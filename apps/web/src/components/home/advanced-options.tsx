import { CRAWL_LIMITS } from "@grantscout/api/spec";
import { Checkbox, Collapse, Group, Slider, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustments, IconChevronDown, IconChevronRight } from "@tabler/icons-react";

export interface CrawlOptions {
  maxDepth: number;
  rateLimit: number;
  respectRobotsTxt: boolean;
  saveHtmlContent: boolean;
  onlyGrantOpportunities: boolean;
}

interface Props {
  value: CrawlOptions;
  onChange: (patch: Partial<CrawlOptions>) => void;
}

/** The collapsible crawl settings; ranges and help texts from spec sections 2 and 5. */
export function AdvancedOptions({ value, onChange }: Props) {
  const [opened, { toggle }] = useDisclosure(false);
  const Chevron = opened ? IconChevronDown : IconChevronRight;
  return (
    <div>
      <UnstyledButton onClick={toggle} aria-expanded={opened} aria-controls="advanced-options">
        <Group gap={6} c="dimmed">
          <IconAdjustments size={16} />
          <Text size="sm" fw={500}>
            Advanced Options
          </Text>
          <Chevron size={16} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Stack id="advanced-options" gap="lg" pt="md">
          <SliderField
            label="Max Crawl Depth"
            min={CRAWL_LIMITS.maxDepth.min}
            max={CRAWL_LIMITS.maxDepth.max}
            value={value.maxDepth}
            onChange={(maxDepth) => onChange({ maxDepth })}
            help="1 = starting URL and direct links, 2 = also links from those pages, 3+ explores deeper."
          />
          <SliderField
            label="Rate Limit (req/sec)"
            min={CRAWL_LIMITS.rateLimit.min}
            max={CRAWL_LIMITS.rateLimit.max}
            value={value.rateLimit}
            onChange={(rateLimit) => onChange({ rateLimit })}
            help="Higher is faster but may overload the target server."
          />
          <Checkbox label="Respect robots.txt" checked={value.respectRobotsTxt} onChange={(e) => onChange({ respectRobotsTxt: e.currentTarget.checked })} />
          <Checkbox label="Save HTML content" checked={value.saveHtmlContent} onChange={(e) => onChange({ saveHtmlContent: e.currentTarget.checked })} />
          <Checkbox
            label="Only find grant opportunities and program pages"
            description="Focuses on pages with grant funding information and foundation program areas, uses AI to analyse content and rank by relevance."
            checked={value.onlyGrantOpportunities}
            onChange={(e) => onChange({ onlyGrantOpportunities: e.currentTarget.checked })}
          />
        </Stack>
      </Collapse>
    </div>
  );
}

interface SliderFieldProps {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  help: string;
}

function SliderField({ label, min, max, value, onChange, help }: SliderFieldProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" fw={600} c="teal">
          {value}
        </Text>
      </Group>
      <Slider
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={onChange}
        thumbLabel={label}
        marks={[
          { value: min, label: String(min) },
          { value: max, label: String(max) },
        ]}
        mb="sm"
      />
      <Text size="xs" c="dimmed">
        {help}
      </Text>
    </Stack>
  );
}

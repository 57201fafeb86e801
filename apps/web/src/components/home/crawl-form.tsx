import { CRAWL_DEFAULTS, validateCrawlUrl } from "@grantscout/api/spec";
import { Button, Card, Group, Stack, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import { IconSpider, IconWorldSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { AdvancedOptions, type CrawlOptions } from "./advanced-options";

export interface CrawlFormValues extends CrawlOptions {
  url: string;
}

interface Props {
  pending: boolean;
  onSubmit: (values: CrawlFormValues) => void;
}

const HAS_SCHEME = /^https?:\/\//i;

/** 'Enter Grant Website URL': the URL field, Start Crawling and the advanced options. */
export function CrawlForm({ pending, onSubmit }: Props) {
  const [url, setUrl] = useState<string>(CRAWL_DEFAULTS.url);
  const [error, setError] = useState<string | null>(null);
  const [options, setOptions] = useState<CrawlOptions>({ ...CRAWL_DEFAULTS });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateCrawlUrl(url);
    setError(message);
    if (!message) onSubmit({ ...options, url: url.trim() });
  };

  // The https:// prefix says a bare host will be crawled over HTTPS; it steps aside once a scheme is typed.
  const prefix = HAS_SCHEME.test(url.trim()) ? null : (
    <Text size="sm" c="dimmed">
      https://
    </Text>
  );
  return (
    <Card withBorder padding="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light">
              <IconWorldSearch size={22} />
            </ThemeIcon>
            <Title order={3}>Enter Grant Website URL</Title>
          </Group>
          <TextInput
            label="Main Website URL"
            placeholder="www.example.org"
            description="Enter the root domain without any path"
            inputWrapperOrder={["label", "input", "description", "error"]}
            leftSection={prefix}
            leftSectionWidth={prefix ? 64 : undefined}
            value={url}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            autoComplete="url"
            size="md"
          />
          <AdvancedOptions value={options} onChange={(patch) => setOptions((o) => ({ ...o, ...patch }))} />
          <Group justify="flex-end">
            <Button type="submit" size="md" leftSection={<IconSpider size={18} />} disabled={pending} loading={pending}>
              Start Crawling
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

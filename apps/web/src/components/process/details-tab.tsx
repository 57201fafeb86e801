import { dateRows, funderRows, fundingRows, geographyRows, readAnalysisGrant } from "@grantscout/api/spec";
import { SimpleGrid, Text } from "@mantine/core";
import { IconBuildingBank, IconCalendar, IconCoin, IconMap } from "@tabler/icons-react";
import { FieldSection } from "./field-section";
import type { OpportunityData } from "./use-analysis";

export function DetailsTab({ data, analysed }: { data: OpportunityData; analysed: boolean }) {
  const grant = readAnalysisGrant(data);
  return (
    <>
      {grant.summary && (
        <Text mb="md" size="sm">
          {grant.summary}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FieldSection title="Funding Information" icon={<IconCoin size={16} />} rows={fundingRows(grant)} subject="funding information" analysed={analysed} />
        <FieldSection title="Important Dates" icon={<IconCalendar size={16} />} rows={dateRows(grant)} subject="dates" analysed={analysed} />
        <FieldSection
          title="Funder Information"
          icon={<IconBuildingBank size={16} />}
          rows={funderRows(grant)}
          subject="funder information"
          analysed={analysed}
        />
        <FieldSection
          title="Geographic Information"
          icon={<IconMap size={16} />}
          rows={geographyRows(grant)}
          subject="geographic information"
          analysed={analysed}
        />
      </SimpleGrid>
    </>
  );
}

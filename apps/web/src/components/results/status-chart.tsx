import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";

/** The bar chart of pages per status-code bucket; its own chunk, as recharts is most of the results page's code. */
export default function StatusChart({ data }: { data: Array<{ bucket: string; pages: number }> }) {
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="bucket"
      series={[{ name: "pages", label: "Pages", color: "teal.6" }]}
      withTooltip
      tickLine="y"
      data-testid="status-chart"
    />
  );
}

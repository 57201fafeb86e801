import { ORG_TYPES, type Profile } from "@grantscout/api/spec";
import { Button, Group, NumberInput, Select, Stack, TagsInput, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";

/** Who is looking for money: every programme's fit is computed against it when it is saved. */
export function ProfileForm({ initial }: { initial: Profile }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [p, setP] = useState<Profile>(initial);
  const set = (patch: Partial<Profile>) => setP((old) => ({ ...old, ...patch }));
  const text = (v: string) => v.trim() || null;
  const save = useMutation(
    trpc.profile.put.mutationOptions({
      onSuccess: async () => {
        toast("success", "Profile saved", "Every programme's fit is being computed for it; the Opportunities page says when it is done");
        await queryClient.invalidateQueries({ queryKey: trpc.opportunities.list.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() });
      },
      onError: (error) => toast("error", "Profile not saved", error.message),
    }),
  );
  return (
    <Stack maw={640}>
      <Select label="Organisation type" data={[...ORG_TYPES]} value={p.orgType} onChange={(v) => set({ orgType: v as Profile["orgType"] })} clearable />
      <Group grow>
        <TextInput label="Country" placeholder="United States" value={p.country ?? ""} onChange={(e) => set({ country: text(e.currentTarget.value) })} />
        <TextInput label="Region" placeholder="Virginia" value={p.region ?? ""} onChange={(e) => set({ region: text(e.currentTarget.value) })} />
      </Group>
      <TagsInput label="Areas of work" placeholder="Type an area and press Enter" value={p.areas} onChange={(areas) => set({ areas })} />
      <Textarea label="Mission" autosize minRows={3} value={p.mission ?? ""} onChange={(e) => set({ mission: text(e.currentTarget.value) })} />
      <Group grow>
        <NumberInput
          label="Smallest amount sought"
          min={0}
          thousandSeparator=","
          prefix="$"
          value={p.amountMin ?? ""}
          onChange={(v) => set({ amountMin: v === "" ? null : Number(v) })}
        />
        <NumberInput
          label="Largest amount sought"
          min={0}
          thousandSeparator=","
          prefix="$"
          value={p.amountMax ?? ""}
          onChange={(v) => set({ amountMax: v === "" ? null : Number(v) })}
        />
      </Group>
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate(p)}>
          Save profile
        </Button>
      </Group>
    </Stack>
  );
}

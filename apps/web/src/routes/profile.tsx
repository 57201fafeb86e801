import { Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageShell } from "../components/layout/page-shell";
import { ProfileForm } from "../components/profile/profile-form";
import { useTRPC } from "../trpc";

export const Route = createFileRoute("/profile")({ component: ProfilePage });

function ProfilePage() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.profile.get.queryOptions());
  return (
    <PageShell>
      <Stack gap="md">
        <div>
          <Title order={2}>Organisation profile</Title>
          <Text c="dimmed">What the Opportunities page ranks programmes by: who may apply, where, for what and for how much.</Text>
        </div>
        {profile.data ? <ProfileForm initial={profile.data} /> : <Skeleton h={320} />}
      </Stack>
    </PageShell>
  );
}

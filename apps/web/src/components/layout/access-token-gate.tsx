import { Alert, Button, Card, Center, PasswordInput, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";

type Session = { required: boolean; granted: boolean };

/** Asks the server whether a token is needed; main.tsx calls it before React starts, beside the page's code. */
export function requestSession(): Promise<Session> {
  return fetch("/api/session").then((res) => (res.ok ? (res.json() as Promise<Session>) : Promise.reject(new Error(`The server answered ${res.status}.`))));
}

/**
 * When the server was started with API_TOKEN, asks for it once; the server answers with an HttpOnly
 * session cookie that every later call (queries, the crawl log stream, export downloads) carries.
 */
export function AccessTokenGate({ request, children }: { request: Promise<Session>; children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    request.then(setSession, (err: Error) => setLoadError(err.message));
  }, [request]);
  if (loadError)
    return (
      <Center py="xl">
        <Alert color="red" title="The server cannot be reached">
          {loadError}
        </Alert>
      </Center>
    );
  if (!session) return null;
  if (session.granted || !session.required) return children;
  return <TokenForm onGranted={() => setSession({ required: true, granted: true })} />;
}

function TokenForm({ onGranted }: { onGranted: () => void }) {
  const [token, setToken] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const res = await fetch("/api/session", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) }).catch(
      () => null,
    );
    setBusy(false);
    if (res?.ok) return onGranted();
    setError(
      res
        ? (((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? `The server answered ${res.status}.`)
        : "The server cannot be reached.",
    );
  };
  return (
    <Center py="xl" mih="60vh">
      <Card withBorder shadow="sm" padding="xl" maw={440} w="100%" component="form" onSubmit={submit}>
        <Stack gap="md">
          <ThemeIcon variant="light" size={48} radius="xl">
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={2}>Access token</Title>
          <Text c="dimmed">This GrantScout server asks for an access token. Enter the token set in its API_TOKEN setting.</Text>
          <PasswordInput label="Access token" value={token} onChange={(e) => setToken(e.currentTarget.value)} error={error} autoFocus required />
          <Button type="submit" loading={busy}>
            Continue
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}

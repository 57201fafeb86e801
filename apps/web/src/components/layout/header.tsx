import { ActionIcon, Burger, Button, Group, Menu, Modal, Text, Title, Tooltip, UnstyledButton, useMantineColorScheme } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCalendarEvent, IconMoon, IconSearch, IconSun } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import classes from "./header.module.css";

const NAV = [
  { to: "/", label: "Home" },
  { to: "/transition-manager", label: "Model Manager" },
  { to: "/testing", label: "Test Suite" },
  { to: "/grants-showcase", label: "Grants Showcase" },
  { to: "/process-opportunity", label: "Process Opportunity" },
  { to: "/watched-sites", label: "Watched Sites" },
  { to: "/opportunities", label: "Opportunities" },
  { to: "/profile", label: "Profile" },
] as const;

function ThemeToggle() {
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  const dark = colorScheme === "dark";
  return (
    <Tooltip label={dark ? "Light theme" : "Dark theme"}>
      <ActionIcon variant="default" size="lg" onClick={toggleColorScheme} aria-label="Toggle color scheme" data-scheme={colorScheme}>
        {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

const DEADLINES_FEED = "/api/sites/deadlines.ics";

/** Every watched site's deadlines in one calendar feed: a link to subscribe to (or download), not a screen. */
function DeadlinesCalendar() {
  return (
    <Tooltip label="Every watched site's deadlines as one calendar (.ics): subscribe to this link in your calendar app" multiline w={260}>
      <Button component="a" href={DEADLINES_FEED} size="xs" variant="subtle" leftSection={<IconCalendarEvent size={14} />}>
        Deadlines calendar
      </Button>
    </Tooltip>
  );
}

const isActive = (to: string, pathname: string) => (to === "/" ? pathname === "/" : pathname.startsWith(to));

/** On a phone the nav buttons fold into one menu, so the page's own content starts near the top. */
function PhoneNav({ pathname }: { pathname: string }) {
  const [opened, menu] = useDisclosure(false);
  return (
    <Menu opened={opened} onChange={menu.toggle} position="bottom-end" width={220}>
      <Menu.Target>
        <Burger opened={opened} size="sm" aria-label="Open navigation" />
      </Menu.Target>
      <Menu.Dropdown>
        {NAV.map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={item.to}
            aria-current={isActive(item.to, pathname) ? "page" : undefined}
            fw={isActive(item.to, pathname) ? 700 : 400}
          >
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component="a" href={DEADLINES_FEED} leftSection={<IconCalendarEvent size={14} />}>
          Deadlines calendar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** On the home screen the title asks before discarding the current crawl; elsewhere it goes home. */
export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [confirming, confirm] = useDisclosure(false);
  const onTitle = () => (pathname === "/" ? confirm.open() : void navigate({ to: "/" }));
  const proceed = () => {
    confirm.close();
    void navigate({ to: "/", search: { tab: "new" } });
  };
  return (
    <header className={classes.header}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <UnstyledButton onClick={onTitle} className={classes.title} aria-label="GrantScout home">
          <Group gap={8} wrap="nowrap">
            <IconSearch size={22} />
            <div>
              <Title order={3} lh={1.1}>
                GrantScout
              </Title>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                Grant opportunities hidden in funder websites
              </Text>
            </div>
          </Group>
        </UnstyledButton>
        <Group gap={6} wrap="wrap" justify="flex-end" visibleFrom="sm">
          {NAV.map((item) => {
            const active = isActive(item.to, pathname);
            return (
              <Button key={item.to} component={Link} to={item.to} size="xs" variant={active ? "filled" : "subtle"} aria-current={active ? "page" : undefined}>
                {item.label}
              </Button>
            );
          })}
          <DeadlinesCalendar />
          <ThemeToggle />
        </Group>
        <Group gap={6} wrap="nowrap" hiddenFrom="sm">
          <ThemeToggle />
          <PhoneNav pathname={pathname} />
        </Group>
      </Group>
      <Modal opened={confirming} onClose={confirm.close} title="Start a New Crawl?" centered>
        <Text size="sm">This will discard your current crawl results and take you back to the start page. Are you sure you want to proceed?</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            Cancel
          </Button>
          <Button onClick={proceed}>Proceed</Button>
        </Group>
      </Modal>
    </header>
  );
}

import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconCalendarEvent,
  IconChartBar,
  IconDeviceGamepad2,
  IconSchool,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { greetingKey } from '../../lib/greeting';
import { runtimeConfig } from '../../lib/runtime-config';
import { useSession } from '../../lib/session';
import classes from '../layouts/brand-backdrop.module.css';

interface NextStepProps {
  icon: ReactNode;
  step: 'continue' | 'events' | 'join' | 'dashboard';
  to: string;
}

function NextStep({ icon, step, to }: NextStepProps) {
  const { t } = useTranslation('home');
  return (
    <Card withBorder radius="lg" padding="lg" bg="var(--aq-cards)">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} size="h4">
          {t(`${step}.title`)}
        </Title>
        <Text c="dimmed" style={{ flexGrow: 1 }}>
          {t(`${step}.text`)}
        </Text>
        <Button component={Link} to={to} rightSection={<IconArrowRight size={18} className="aq-mirror" />}>
          {t(`${step}.action`)}
        </Button>
      </Stack>
    </Card>
  );
}

// An admin's home is the organisation overview (its own chunk: players never download it).
const AdminOverviewPage = lazy(() => import('./admin/overview-page'));

/** The home page: an admin's organisation overview, or what a player does next. */
export default function HomePage() {
  const { user } = useSession();
  if (user?.role === 'admin')
    return (
      <Suspense fallback={null}>
        <AdminOverviewPage />
      </Suspense>
    );
  return <PlayerHome />;
}

/** Tells a signed-in player what to do next. */
function PlayerHome() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  const { appName, appFullName } = runtimeConfig();
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return (
    <>
      <section className={classes.backdrop} style={{ minHeight: 'auto' }}>
        <Container size="lg" py={48}>
          <Stack gap="sm" maw={640}>
            <Title order={1} c="white">
              {t(greetingKey(user?.created_at), { name: user?.name ?? appFullName })}
            </Title>
            <Text c="gray.3" size="lg">
              {t('intro')}
            </Text>
          </Stack>
        </Container>
      </section>
      <Container size="lg" py="xl">
        <Title order={2} size="h3" mb="md">
          {t('next')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <NextStep step="continue" to="/categories" icon={<IconSchool size={28} />} />
          <NextStep step="events" to="/events" icon={<IconCalendarEvent size={28} />} />
          <NextStep step="join" to="/join" icon={<IconDeviceGamepad2 size={28} />} />
          <NextStep step="dashboard" to="/dashboard" icon={<IconChartBar size={28} />} />
        </SimpleGrid>
      </Container>
    </>
  );
}

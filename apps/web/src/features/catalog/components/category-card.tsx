import { Box, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type CategorySummary } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { CategoryIcon } from '../../../components/category-icon';
import classes from './card-link.module.css';
import { TierBadge } from './tier-badge';

/** A category in the grid: the whole card opens it. */
export function CategoryCard({ category }: { category: CategorySummary }) {
  const { t } = useTranslation('games');
  const language = currentLanguage();
  return (
    <Card withBorder radius="lg" padding="lg" bg="var(--aq-cards)" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light">
            <CategoryIcon name={category.icon} />
          </ThemeIcon>
          <TierBadge tier={category.tier} />
        </Group>
        <Title order={2} size="h4">
          <Link to={`/categories/${category.id}`} className={classes.link}>
            {pickText(category.name, language)}
          </Link>
        </Title>
        <Box style={{ flexGrow: 1 }}>
          <Text c="dimmed" size="sm" lineClamp={3}>
            {pickText(category.description, language)}
          </Text>
        </Box>
        <Group gap={6} c="dimmed">
          <IconDeviceGamepad2 size={18} aria-hidden />
          <Text size="sm">{t('facts.games', { count: category.games_count })}</Text>
        </Group>
      </Stack>
    </Card>
  );
}

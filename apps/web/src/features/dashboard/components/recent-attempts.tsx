import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type RecentResult } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { formatDateTime, formatPercent } from '../model/format';

function ResultBadge({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation('dashboard');
  if (passed === null)
    return (
      <Text size="sm" c="dimmed">
        {t('recent.noPassScore')}
      </Text>
    );
  return (
    <Badge variant="light" color={passed ? 'green' : 'red'}>
      {t(passed ? 'recent.passed' : 'recent.failed')}
    </Badge>
  );
}

const WRAP = { overflowWrap: 'anywhere' } as const;

/** The last results, newest first: game, kind and when, score, pass or fail. */
export function RecentAttempts({ results }: { results: RecentResult[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  if (results.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('recent.empty')}
      </Text>
    );
  }
  return (
    // No sideways scrolling: the game's name wraps, so the score and the result stay in view at
    // 320 px and at 200 % text (WCAG 1.4.10).
    <Table verticalSpacing="xs" horizontalSpacing="xs" striped highlightOnHover data-recent-table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('recent.game')}</Table.Th>
          <Table.Th>{t('recent.score')}</Table.Th>
          <Table.Th>{t('recent.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((result) => {
          const title = pickText(result.title, language);
          const to =
            result.game_id && result.category_id
              ? `/categories/${result.category_id}/games/${result.game_id}`
              : null;
          return (
            <Table.Tr key={`${result.source}-${result.id}`} data-recent={result.source}>
              <Table.Td style={WRAP}>
                {to ? (
                  <Anchor component={Link} to={to} fw={600}>
                    {title}
                  </Anchor>
                ) : (
                  <Text fw={600}>{title}</Text>
                )}
                <Text size="xs" c="dimmed">
                  {t(result.source === 'live' ? 'recent.live' : 'recent.quiz')}
                  {' · '}
                  <bdi>{formatDateTime(result.finished_at, language)}</bdi>
                </Text>
              </Table.Td>
              <Table.Td data-cell="score">
                <bdi>{formatPercent(result.score, language)}</bdi>
              </Table.Td>
              <Table.Td data-cell="result">
                <ResultBadge passed={result.passed} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

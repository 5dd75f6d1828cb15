import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignEvidence } from '@awarequest/contracts';
import { formatDate } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import { formatNumber, formatPercent } from '../model/format';

/**
 * The evidence's campaigns (issue 24): each published campaign run in the period, with its
 * audience, completion rate and overdue count, and a link to its progress report.
 */
export function CampaignEvidenceTable({ campaigns }: { campaigns: CampaignEvidence[] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <Stack gap="xs" component="section" aria-labelledby="evidence-campaigns">
      <Title order={2} size="h4" id="evidence-campaigns">
        {t('evidence.campaigns.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('evidence.campaigns.hint')}
      </Text>
      {campaigns.length === 0 ? (
        <Text size="sm">{t('evidence.campaigns.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" data-testid="evidence-campaigns">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('evidence.campaigns.campaign')}</Table.Th>
                <Table.Th scope="col">{t('evidence.campaigns.state')}</Table.Th>
                <Table.Th scope="col">{t('evidence.campaigns.run')}</Table.Th>
                <Table.Th scope="col">{t('evidence.campaigns.audience')}</Table.Th>
                <Table.Th scope="col">{t('evidence.campaigns.completion')}</Table.Th>
                <Table.Th scope="col">{t('evidence.campaigns.overdue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.map((campaign) => (
                <Table.Tr key={campaign.event_id}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor
                      component={Link}
                      to={`/admin/events/${campaign.event_id}/report`}
                      aria-label={t('evidence.campaigns.report', { title: campaign.title[language] })}
                    >
                      {campaign.title[language]}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>
                    <Badge variant="light" color="gray">
                      {t(`evidence.campaigns.status.${campaign.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {formatDate(campaign.starts_at, language)} – {formatDate(campaign.due_at, language)}
                  </Table.Td>
                  <Table.Td>{formatNumber(campaign.audience, language)}</Table.Td>
                  <Table.Td>{formatPercent(campaign.completion_rate, language)}</Table.Td>
                  <Table.Td c={campaign.overdue > 0 ? 'red' : undefined}>
                    {formatNumber(campaign.overdue, language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

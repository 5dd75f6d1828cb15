import { Sparkline } from '@mantine/charts';
import { Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORT_UNSET_GROUP, type OrganisationReport, type ReportGroup } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { formatNumber, formatPercent } from '../model/format';
import { groupLabel } from '../model/group-label';
import { BandBar } from './band-bar';

/** Where a group's row leads: its people, in the same dimension and range. */
export function groupPeopleLink(report: OrganisationReport, group: ReportGroup): string {
  const params = new URLSearchParams({ dimension: report.dimension, group: group.key ?? REPORT_UNSET_GROUP });
  if (report.from) params.set('from', report.from);
  if (report.to) params.set('to', report.to);
  return `/admin/reports/people?${params.toString()}`;
}

/** Every group of the report: people, averages, the high-risk share, bands and the trend. */
export function GroupTable({ report }: { report: OrganisationReport }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="report-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`dimensions.${report.dimension}`)}</Table.Th>
            <Table.Th scope="col">{t('columns.people')}</Table.Th>
            <Table.Th scope="col">{t('columns.awareness')}</Table.Th>
            <Table.Th scope="col">{t('columns.risk')}</Table.Th>
            <Table.Th scope="col">{t('columns.highRisk')}</Table.Th>
            <Table.Th scope="col">{t('columns.bands')}</Table.Th>
            <Table.Th scope="col">{t('columns.trend')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.groups.map((group) => {
            const label = groupLabel(group, report.dimension, language, t('notSet'));
            return (
              <Table.Tr key={group.key ?? REPORT_UNSET_GROUP}>
                <Table.Th scope="row" fw={500} miw={170}>
                  <Group gap="xs">
                    <Anchor component={Link} to={groupPeopleLink(report, group)}>
                      {label}
                    </Anchor>
                    {group.small_group && (
                      <Tooltip
                        label={t('smallGroup.hint', { min: formatNumber(report.min_group_size, language) })}
                      >
                        <Badge color="gray" variant="light" tabIndex={0}>
                          {t('smallGroup.badge', { min: formatNumber(report.min_group_size, language) })}
                        </Badge>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Th>
                <Table.Td>{formatNumber(group.people, language)}</Table.Td>
                <Table.Td>{formatNumber(group.average_awareness, language)}</Table.Td>
                <Table.Td>{formatNumber(group.average_risk, language)}</Table.Td>
                <Table.Td>
                  <Text c={group.high_risk_share > 0 ? 'red' : undefined} inherit>
                    {formatPercent(group.high_risk_share, language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <BandBar bands={group.awareness_bands} />
                </Table.Td>
                <Table.Td>
                  {group.trend.length > 1 ? (
                    <Sparkline
                      w={110}
                      h={32}
                      data={group.trend.map((point) => point.awareness)}
                      curveType="monotone"
                      color="teal"
                      fillOpacity={0.3}
                      strokeWidth={2}
                      aria-label={t('trend.sparkline', {
                        first: formatNumber(group.trend[0]?.awareness ?? null, language),
                        last: formatNumber(group.trend.at(-1)?.awareness ?? null, language),
                      })}
                      role="img"
                      style={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }}
                    />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('trend.none')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

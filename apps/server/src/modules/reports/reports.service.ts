import {
  EVIDENCE_PAGE_MAX_ROWS,
  REPORT_MIN_GROUP_SIZE,
  scoreFactorSchema,
  type AwarenessBand,
  type OrganisationReport,
  type ReportDimension,
  type ReportPeoplePage,
  type ReportPerson,
  type RiskBand,
  type RoleLevel,
  type TrainingEvidence,
} from '@awarequest/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { listCampaignEvidence } from '../events/public.js';
import { countEvidence, listEvidence } from './evidence.repository.js';
import { applyGroupSizeRule } from './group-size-rule.js';
import { departmentName, groupNames } from './group-names.js';
import {
  aggregateByPerson,
  aggregateByTopic,
  weeklyTrend,
  type TrendRow,
} from './report-groups.repository.js';
import { reportRange, dayAfter, startOfDay } from './report-range.js';
import { findPerson, listGroupPeople, personTopics } from './report-people.repository.js';

/** Evidence defaults to the last year; the exported files hold at most this many rows. */
const EVIDENCE_DEFAULT_DAYS = 365;
export const EVIDENCE_FILE_MAX_ROWS = 100_000;
const HISTORY_ROWS = 100;

type Localized = { en: string; ar: string };

interface Viewer {
  isAdmin: boolean;
}

/** Awareness and risk per group of `dimension`, with each group's weekly trend. */
export async function buildOrganisationReport(
  db: Db,
  input: { dimension: ReportDimension; from?: string | undefined; to?: string | undefined },
  viewer: Viewer,
  now = new Date(),
): Promise<OrganisationReport> {
  const range = reportRange(input, now);
  const [aggregates, trend, names] = await Promise.all([
    input.dimension === 'topic' ? aggregateByTopic(db) : aggregateByPerson(db, input.dimension),
    weeklyTrend(db, input.dimension, range),
    groupNames(db, input.dimension),
  ]);
  const trendByKey = groupTrend(trend);
  const named = aggregates.map((group) => ({
    ...group,
    name: group.name ?? names.get(group.key ?? '') ?? null,
  }));
  const { groups, hidden } = applyGroupSizeRule(named, viewer);
  return {
    dimension: input.dimension,
    ...range,
    min_group_size: REPORT_MIN_GROUP_SIZE,
    hidden_groups: hidden,
    groups: groups.map((group) => ({ ...group, trend: trendByKey.get(group.key) ?? [] })),
    generated_at: now.toISOString(),
  };
}

function groupTrend(rows: TrendRow[]) {
  const byKey = new Map<string | null, { week: string; awareness: number; risk: number }[]>();
  for (const { key, ...point } of rows) {
    const points = byKey.get(key) ?? [];
    points.push(point);
    byKey.set(key, points);
  }
  return byKey;
}

export async function listReportPeople(
  db: Db,
  input: { dimension: ReportDimension; group: string; page: number; per_page: number },
): Promise<ReportPeoplePage> {
  const [{ rows, total }, departments] = await Promise.all([
    listGroupPeople(db, {
      dimension: input.dimension,
      group: input.group,
      limit: input.per_page,
      offset: (input.page - 1) * input.per_page,
    }),
    groupNames(db, 'department'),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      department: row.department,
      department_name: departmentName(departments, row.department),
      awareness: row.awareness,
      awareness_band: row.awarenessBand as AwarenessBand,
      risk: row.risk,
      risk_band: row.riskBand as RiskBand,
      low_confidence: row.lowConfidence,
      computed_at: row.computedAt.toISOString(),
    })),
    page: input.page,
    per_page: input.per_page,
    total,
  };
}

const storedFactors = z.array(scoreFactorSchema).catch([]);

export async function reportPerson(db: Db, id: string): Promise<ReportPerson> {
  const found = await findPerson(db, id);
  if (!found) throw new AppError('NOT_FOUND');
  const { user, scores } = found;
  const [topics, history, companies, groups, departments, countries] = await Promise.all([
    personTopics(db, id),
    listEvidence(db, { userId: id, limit: HISTORY_ROWS }),
    groupNames(db, 'company'),
    groupNames(db, 'group'),
    groupNames(db, 'department'),
    groupNames(db, 'country'),
  ]);
  const label = (names: Map<string, Localized>, value: string) =>
    names.get(value) ?? { en: value, ar: value };
  return {
    person: {
      id: user.id,
      name: user.name,
      email: user.email,
      username: user.username,
      company: user.company,
      group: user.group,
      departments: user.departments,
      countries: user.countries,
      labels: {
        company: user.company === null ? null : label(companies, user.company),
        group: user.group === null ? null : label(groups, user.group),
        departments: user.departments.map((value) => label(departments, value)),
        countries: user.countries.map((value) => label(countries, value)),
      },
    },
    scores: scores && {
      awareness: scores.awareness,
      awareness_band: scores.awarenessBand as AwarenessBand,
      low_confidence: scores.lowConfidence,
      capped: scores.capped,
      risk: scores.risk,
      risk_band: scores.riskBand as RiskBand,
      role_level: scores.roleLevel as RoleLevel,
      formula_version: scores.formulaVersion,
      computed_at: scores.computedAt.toISOString(),
      awareness_factors: storedFactors.parse(scores.factors.awareness),
      risk_factors: storedFactors.parse(scores.factors.risk),
    },
    topics: topics.map((topic) => ({
      category_id: topic.categoryId,
      name: topic.name,
      tier: topic.tier,
      mastery: topic.mastery,
      evidence: topic.evidence,
      answered: topic.answered,
    })),
    history,
  };
}

/** The training evidence of the range, for the printable page (`limit`) or a file. */
export async function trainingEvidence(
  db: Db,
  input: { from?: string | undefined; to?: string | undefined; organisation: string },
  limit = EVIDENCE_PAGE_MAX_ROWS,
  now = new Date(),
): Promise<TrainingEvidence> {
  const range = reportRange(input, now, EVIDENCE_DEFAULT_DAYS);
  const filter = { start: startOfDay(range.from), end: dayAfter(range.to), limit };
  const [rows, total, campaigns] = await Promise.all([
    listEvidence(db, filter),
    countEvidence(db, filter),
    listCampaignEvidence(db, { start: filter.start, end: filter.end, now }),
  ]);
  return {
    organisation: input.organisation,
    generated_at: now.toISOString(),
    ...range,
    total,
    rows,
    campaigns: campaigns.map((campaign) => ({
      ...campaign,
      completion_rate:
        campaign.audience === 0 ? 0 : Math.round((1000 * campaign.completed) / campaign.audience) / 10,
    })),
  };
}

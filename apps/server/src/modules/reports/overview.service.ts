import {
  OVERVIEW_RECENT_SESSIONS,
  OVERVIEW_WEAKEST_TOPICS,
  RISK_BANDS,
  type AdminOverview,
} from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { organisationAssignmentsOf } from '../events/public.js';
import { countPeople, recentLiveSessions } from './overview.repository.js';
import { aggregateByTopic, aggregateOrganisation, organisationTrend } from './report-groups.repository.js';
import { reportRange } from './report-range.js';

const firstOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * An admin's first screen: who is active this month, awareness and risk by band with their
 * 12-week trend (the organisation report's queries over everyone), the weakest topics, the
 * campaigns' assignments and the last live sessions.
 */
export async function buildAdminOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const monthStart = firstOfMonth(now);
  const [people, organisation, trend, topics, assignments, sessions] = await Promise.all([
    countPeople(db, monthStart),
    aggregateOrganisation(db),
    organisationTrend(db, reportRange({}, now)),
    aggregateByTopic(db),
    organisationAssignmentsOf(db, now),
    recentLiveSessions(db, OVERVIEW_RECENT_SESSIONS),
  ]);
  const weakest = topics
    .filter((topic) => topic.average_awareness !== null && topic.name)
    .sort((a, b) => (a.average_awareness ?? 0) - (b.average_awareness ?? 0))
    .slice(0, OVERVIEW_WEAKEST_TOPICS);
  return {
    people: people.people,
    active_this_month: people.active,
    month_start: monthStart.toISOString().slice(0, 10),
    scored_people: organisation.people,
    average_awareness: organisation.average_awareness,
    average_risk: organisation.average_risk,
    awareness_bands: organisation.awareness_bands,
    risk_bands: Object.fromEntries(
      RISK_BANDS.map((band) => [band, organisation.risk_bands.get(band) ?? 0]),
    ) as AdminOverview['risk_bands'],
    trend,
    weakest_topics: weakest.map((topic) => ({
      category_id: topic.key ?? '',
      name: topic.name ?? { en: '', ar: '' },
      people: topic.people,
      mastery: topic.average_awareness,
    })),
    assignments,
    recent_sessions: sessions.map((session) => ({
      session_id: session.sessionId,
      round: session.round,
      title: session.title,
      players: session.players ?? 0,
      ended_at: (session.endedAt ?? now).toISOString(),
    })),
    generated_at: now.toISOString(),
  };
}

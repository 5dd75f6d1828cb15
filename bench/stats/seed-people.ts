import type pg from 'pg';
import { literal, pick, rnd, textArray, uuidOf } from './seed-sql.js';

/**
 * The organisation: people spread over companies, departments, positions, groups and
 * countries, a few of them in groups under 5 people (the reports' group-size rule), and the
 * admin who reads the reports. Everyone shares one password hash (argon2 is slow on purpose).
 */

export const ADMIN_EMAIL = 'admin@bench-stats.invalid';

const COMPANIES = [
  'Najm Holdings',
  'Sahara Logistics',
  'Gulf Retail Group',
  'Nile Health',
  'Atlas Telecom',
  'Oasis Energy',
  'Cedar Bank',
  'Falcon Airlines',
  'Dune Software',
  'Pearl Insurance',
  'Red Sea Ports',
  'Zaytoun Foods',
  'Hijaz Construction',
  'Levant Media',
  'Qamar Pharma',
  'Tigris Mining',
  'Andalus Hotels',
  'Sirocco Motors',
  'Marjan Education',
  'Wadi Water',
];

const DEPARTMENTS = [
  'Operations',
  'Sales',
  'Customer Support',
  'Engineering',
  'Finance',
  'Marketing',
  'Information Technology',
  'Human Resources',
  'Procurement',
  'Legal',
  'Facilities',
  'Executive Office',
];

/** Positions and the docs/domain.md role level each one implies (the seed's own score rows use it). */
export const POSITIONS: readonly (readonly [string, RoleLevel])[] = [
  ['Sales Representative', 'standard'],
  ['Support Agent', 'standard'],
  ['Software Engineer', 'standard'],
  ['Operations Coordinator', 'standard'],
  ['Marketing Specialist', 'standard'],
  ['Accountant', 'high_impact'],
  ['System Administrator', 'high_impact'],
  ['HR Specialist', 'sensitive'],
  ['Legal Counsel', 'sensitive'],
  ['Data Analyst', 'sensitive'],
  ['Intern', 'low_access'],
  ['Receptionist', 'low_access'],
  ['Chief Financial Officer', 'high_impact'],
];
type RoleLevel = 'high_impact' | 'sensitive' | 'standard' | 'low_access';

const COUNTRIES = [
  'SA',
  'AE',
  'EG',
  'JO',
  'KW',
  'QA',
  'MA',
  'BH',
  'OM',
  'TN',
  'LB',
  'IQ',
  'GB',
  'IN',
  'PK',
  'PH',
  'US',
  'TR',
  'DE',
  'FR',
];

const GROUPS_COUNT = 60;
/** The first people of the seed form three groups of four: under the group-size rule's 5. */
const SMALL_GROUPS = ['Pilot A', 'Pilot B', 'Pilot C'];

export async function seedPeople(client: pg.Client, usersCount: number, passwordHash: string): Promise<void> {
  const smallGroupPeople = SMALL_GROUPS.length * 4;
  const positions = textArray(POSITIONS.map(([position]) => position));
  await client.query(
    `INSERT INTO users (id, name, email, password_hash, user_id, "group", company, departments, positions,
                        countries, gender, role, account_type, email_verified_at, leaderboard_anonymous,
                        created_at, updated_at)
     SELECT ${uuidOf('u', 'n')},
            'Bench Person ' || n,
            'person' || n || '@bench-stats.invalid',
            $1,
            'E' || lpad(n::text, 6, '0'),
            CASE WHEN n <= ${smallGroupPeople}
                 THEN (${textArray(SMALL_GROUPS)})[1 + (n - 1) / 4]
                 ELSE 'Cohort ' || lpad((1 + floor(${GROUPS_COUNT} * ${rnd('n', 23)}))::text, 2, '0') END,
            ${pick(textArray(COMPANIES), COMPANIES.length, rnd('n', 21), 1.6)},
            jsonb_build_array(${pick(textArray(DEPARTMENTS), DEPARTMENTS.length, rnd('n', 22), 1.3)}),
            jsonb_build_array(${pick(positions, POSITIONS.length, rnd('n', 24), 1.4)}),
            jsonb_build_array(${pick(textArray(COUNTRIES), COUNTRIES.length, rnd('n', 25), 1.5)}),
            (ARRAY['MALE', 'FEMALE']::gender[])[1 + (n % 2)],
            'player',
            'team',
            now() - interval '500 days',
            ${rnd('n', 26)} < 0.08,
            now() - interval '1 day' * (420 + 80 * ${rnd('n', 27)}),
            now() - interval '1 day' * 30 * ${rnd('n', 28)}
       FROM generate_series(1, ${usersCount}) AS n`,
    [passwordHash],
  );
  await client.query(
    `INSERT INTO users (name, email, password_hash, role, account_type, email_verified_at)
     VALUES ('Bench Admin', ${literal(ADMIN_EMAIL)}, $1, 'admin', 'team', now())`,
    [passwordHash],
  );
}

import { describe, expect, it } from 'vitest';
import { isDomainAllowed, mapProfile } from './sso-profile-mapping.js';

describe('mapProfile', () => {
  it('reads the default claims when the mapping is empty', () => {
    expect(
      mapProfile(
        { name: ' Mona Ali ', department: 'Finance', job_title: 'Analyst', country: 'EG', sub: 'x' },
        {},
      ),
    ).toEqual({ name: 'Mona Ali', department: 'Finance', position: 'Analyst', country: 'EG' });
  });

  it('follows the connection mapping and takes the first entry of a list', () => {
    const attributes = {
      dept: ['', 'Legal', 'HR'],
      org: 'Acme',
      groups: [] as string[],
      department: 'ignored',
    };
    expect(mapProfile(attributes, { department: 'dept', company: 'org', group: 'groups' })).toEqual({
      department: 'Legal',
      company: 'Acme',
    });
  });

  it('leaves out blank and non-text claims, and bounds long values', () => {
    const profile = mapProfile({ name: '   ', company: true, group: 'g'.repeat(300) }, {});
    expect(profile).toEqual({ group: 'g'.repeat(100) });
  });
});

describe('isDomainAllowed', () => {
  it('admits an allowed domain and its subdomains only', () => {
    expect(isDomainAllowed('a@acme.com', ['acme.com'])).toBe(true);
    expect(isDomainAllowed('a@eu.acme.com', ['acme.com'])).toBe(true);
    expect(isDomainAllowed('a@notacme.com', ['acme.com'])).toBe(false);
    expect(isDomainAllowed('a@acme.com.evil.io', ['acme.com'])).toBe(false);
    expect(isDomainAllowed('a@acme.com', [])).toBe(false);
  });
});

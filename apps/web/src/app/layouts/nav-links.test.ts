import { describe, expect, it } from 'vitest';
import { visibleNavLinks } from './nav-links';

const targets = (isLoggedIn: boolean, role?: string) =>
  visibleNavLinks(isLoggedIn, role).map((link) => link.to);

describe('visibleNavLinks', () => {
  it('shows the Content link to admins only', () => {
    expect(targets(true, 'admin')).toContain('/admin/content');
    expect(targets(true, 'player')).not.toContain('/admin/content');
    expect(targets(false, 'admin')).not.toContain('/admin/content');
  });

  it('shows visitors the public links only', () => {
    expect(targets(false)).toEqual(['/join']);
  });

  it('shows the Children link to family and team accounts only, and Users to admins only', () => {
    expect(visibleNavLinks(true, 'player', true).map((link) => link.to)).toContain('/children');
    expect(targets(true, 'player')).not.toContain('/children');
    expect(visibleNavLinks(false, undefined, true).map((link) => link.to)).not.toContain('/children');
    expect(targets(true, 'admin')).toContain('/admin/users');
    expect(targets(true, 'player')).not.toContain('/admin/users');
  });
});

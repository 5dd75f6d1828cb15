import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, type Notification } from '@awarequest/contracts';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const base = { read: false, created_at: new Date().toISOString() };
const title = { en: 'Phishing basics', ar: 'أساسيات التصيد' };
const DUE = '2026-12-30T12:00:00.000Z';
const NOTIFICATIONS: Notification[] = [
  {
    ...base,
    id: 'n-days',
    kind: 'event_reminder',
    params: { event_id: 'e1', title, reminder: 'before_due', days: 3, due_at: DUE },
  },
  {
    ...base,
    id: 'n-day',
    kind: 'event_reminder',
    params: { event_id: 'e1', title, reminder: 'before_due', days: 1, due_at: DUE },
  },
  {
    ...base,
    id: 'n-overdue',
    kind: 'event_reminder',
    params: { event_id: 'e1', title, reminder: 'overdue', days: 0, due_at: DUE },
  },
  {
    ...base,
    id: 'n-lobby',
    kind: 'event_lobby_open',
    params: { event_id: 'e2', title: { en: 'Quarterly cup', ar: 'كأس الربع' }, pin: '482913' },
  },
];

/** The sentences written out, English to the letter and Arabic as a reader would read them. */
const EXPECTED = {
  en: {
    bell: 'Notifications, 4 unread',
    days: 'Phishing basics is due in 3 days (30 December 2026).',
    day: 'Phishing basics is due in 1 day (30 December 2026).',
    overdue: 'Phishing basics is overdue since 30 December 2026. Complete it as soon as you can.',
    lobby: 'The lobby of Quarterly cup is open. Game PIN: 482913',
  },
  ar: {
    bell: 'الإشعارات، غير المقروءة: ٤',
    days: 'تتبقى ٣ أيام على موعد إكمال أساسيات التصيد (٣٠ ديسمبر ٢٠٢٦).',
    day: 'يتبقى يوم واحد على موعد إكمال أساسيات التصيد (٣٠ ديسمبر ٢٠٢٦).',
    overdue: 'تأخر إكمال أساسيات التصيد منذ ٣٠ ديسمبر ٢٠٢٦. أكمله في أقرب وقت ممكن.',
    lobby: 'فُتحت ردهة كأس الربع. رمز اللعبة: 482913',
  },
} as const;

describe('the notifications of events', () => {
  const fakeApi = useAppHarness();

  it.each(['en', 'ar'] as const)(
    'read in %s, with the plural of the days, and lead to the event or the join page with the PIN',
    async (language) => {
      const words = EXPECTED[language];
      fakeApi.on(
        `GET ${paths.notifications}`,
        answer(200, { status: true, data: { items: NOTIFICATIONS, unread_count: 4, next_cursor: null } }),
      );
      const { user } = await renderApp({ path: '/events', language, signedInAs: PLAYER_USER });
      await user.click(await screen.findByRole('button', { name: words.bell }));
      const items = await screen.findAllByTestId('notification-item');
      expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
        words.days,
        words.day,
        words.overdue,
        words.lobby,
      ]);
      expect(items.map((item) => item.getAttribute('href'))).toEqual([
        '/events/e1',
        '/events/e1',
        '/events/e1',
        '/join-game?pin=482913',
      ]);
    },
  );
});

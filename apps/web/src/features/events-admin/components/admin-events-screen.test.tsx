import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, type AdminEvent } from '@awarequest/contracts';
import arEvents from '../../../locales/ar/events-admin.json';
import { useAppHarness } from '../../../test/app-harness';
import { currentPath, renderApp } from '../../../test/render-app';
import { ADMIN, CATEGORY, DRAFT, listItem, ok } from '../events-admin-fixtures';

const RUNNING: AdminEvent = {
  ...DRAFT,
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c05',
  status: 'running',
  title: { en: 'Passwords month', ar: 'شهر كلمات المرور' },
  published_at: '2030-05-02T09:00:00.000Z',
};
const ARCHIVED: AdminEvent = {
  ...DRAFT,
  id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b06',
  status: 'ended',
  archived: true,
  title: { en: 'Last year’s campaign', ar: 'حملة العام الماضي' },
};
const COPY_ID = '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607a07';
const at = (template: string, id: string) => template.replace(':id', id);

const WORDS = {
  en: {
    menu: (name: string) => `Actions for ${name}`,
    publish: 'Publish',
    duplicate: 'Duplicate',
    delete: 'Delete',
    archive: 'Archive',
    cancel: 'Cancel event',
    archived: 'Archived events',
    report: 'Progress report',
  },
  ar: {
    menu: (name: string) => arEvents.actions.menu.replace('{{name}}', name),
    publish: arEvents.actions.publish,
    duplicate: arEvents.actions.duplicate,
    delete: arEvents.actions.delete,
    archive: arEvents.actions.archive,
    cancel: arEvents.actions.cancel,
    archived: arEvents.list.archived,
    report: arEvents.actions.report,
  },
} as const;

describe('the admin event list', () => {
  const fakeApi = useAppHarness();

  async function openList(lang: 'en' | 'ar') {
    fakeApi.on(`GET ${paths.adminEvents}`, ok([listItem(DRAFT), listItem(RUNNING), listItem(ARCHIVED)]));
    fakeApi.on(`GET ${paths.eventCategories}`, ok([CATEGORY]));
    const view = await renderApp({ path: '/admin/events', language: lang, signedInAs: ADMIN });
    await screen.findByText(DRAFT.title[lang]);
    return view;
  }

  /** The group of an event's action buttons, named after the event. */
  const actionsOf = (lang: 'en' | 'ar', event: AdminEvent) =>
    screen.getByRole('group', { name: WORDS[lang].menu(event.title[lang]) });

  /** Picks one of an event's actions and picks an action, then confirms it in the dialog. */
  async function act(
    user: Awaited<ReturnType<typeof openList>>['user'],
    lang: 'en' | 'ar',
    event: AdminEvent,
    action: string,
  ) {
    await user.click(within(actionsOf(lang, event)).getByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(new RegExp(event.title[lang]))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: action }));
  }

  describe.each(['en', 'ar'] as const)('in %s', (lang) => {
    const w = WORDS[lang];

    it('lists archived events apart, under their own heading', async () => {
      await openList(lang);
      const archived = screen.getByRole('region', { name: w.archived });
      expect(within(archived).getByText(ARCHIVED.title[lang])).toBeTruthy();
      expect(within(archived).queryByText(DRAFT.title[lang])).toBeNull();
    });

    it('publishes a draft after asking, through POST /admin/events/:id/publish', async () => {
      const publish = `POST ${at(paths.adminEventPublish, DRAFT.id)}`;
      fakeApi.on(publish, ok({ ...DRAFT, status: 'scheduled' }));
      const { user } = await openList(lang);
      await act(user, lang, DRAFT, w.publish);
      await waitFor(() => {
        expect(fakeApi.callsTo(publish)).toHaveLength(1);
      });
      expect(fakeApi.callsTo(`DELETE ${at(paths.adminEvent, DRAFT.id)}`)).toHaveLength(0);
    });

    it('duplicates an event and opens the copy in the editor', async () => {
      const duplicate = `POST ${at(paths.adminEventDuplicate, RUNNING.id)}`;
      fakeApi.on(duplicate, ok({ ...RUNNING, id: COPY_ID, status: 'draft' }));
      fakeApi.on(`GET ${at(paths.adminEvent, COPY_ID)}`, ok({ ...RUNNING, id: COPY_ID, status: 'draft' }));
      const { user } = await openList(lang);
      await act(user, lang, RUNNING, w.duplicate);
      await waitFor(() => {
        expect(currentPath()).toBe(`/admin/events/${COPY_ID}`);
      });
      expect(fakeApi.callsTo(duplicate)).toHaveLength(1);
    });

    it('deletes a draft, and archives (DELETE too) an event that was published', async () => {
      const removeDraft = `DELETE ${at(paths.adminEvent, DRAFT.id)}`;
      const archiveRunning = `DELETE ${at(paths.adminEvent, RUNNING.id)}`;
      fakeApi.on(removeDraft, ok(null));
      fakeApi.on(archiveRunning, ok(null));
      const { user } = await openList(lang);

      // A published event offers Archive, never Delete.
      const running = actionsOf(lang, RUNNING);
      expect(within(running).getByRole('button', { name: w.archive })).toBeTruthy();
      expect(within(running).queryByRole('button', { name: w.delete })).toBeNull();
      expect(within(running).getByRole('link', { name: w.report })).toHaveProperty(
        'pathname',
        `/admin/events/${RUNNING.id}/report`,
      );
      expect(within(actionsOf(lang, DRAFT)).queryByRole('button', { name: w.archive })).toBeNull();

      await act(user, lang, DRAFT, w.delete);
      await waitFor(() => {
        expect(fakeApi.callsTo(removeDraft)).toHaveLength(1);
      });
      await act(user, lang, RUNNING, w.archive);
      await waitFor(() => {
        expect(fakeApi.callsTo(archiveRunning)).toHaveLength(1);
      });
    });

    it('cancels a running event only once the admin confirms', async () => {
      const cancel = `POST ${at(paths.adminEventCancel, RUNNING.id)}`;
      fakeApi.on(cancel, ok({ ...RUNNING, status: 'cancelled' }));
      const { user } = await openList(lang);
      await user.click(within(actionsOf(lang, RUNNING)).getByRole('button', { name: w.cancel }));
      await screen.findByRole('dialog');
      expect(fakeApi.callsTo(cancel)).toHaveLength(0);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: w.cancel }));
      await waitFor(() => {
        expect(fakeApi.callsTo(cancel)).toHaveLength(1);
      });
    });
  });

  it('shows how many people are overdue and in progress under an event’s completion, in each language', async () => {
    const counts = { completed: 40, in_progress: 1234, overdue: 7, not_started: 19 };
    for (const [lang, expected] of [
      ['en', '7 overdue · 1234 in progress'],
      ['ar', 'متأخرون: ٧ · قيد الإنجاز: ١٢٣٤'],
    ] as const) {
      fakeApi.on(`GET ${paths.adminEvents}`, ok([listItem(RUNNING, { assignments: counts })]));
      fakeApi.on(`GET ${paths.eventCategories}`, ok([CATEGORY]));
      const view = await renderApp({ path: '/admin/events', language: lang, signedInAs: ADMIN });
      await screen.findByText(RUNNING.title[lang]);
      expect(screen.getByTestId('event-states').textContent).toBe(expected);
      view.unmount();
    }
  });

  it('asks GET /admin/events again as the admin types a search', async () => {
    const { user } = await openList('en');
    await user.type(screen.getByLabelText('Search events'), 'phish');
    await waitFor(() => {
      expect(fakeApi.callsTo(`GET ${paths.adminEvents}`).length).toBeGreaterThan(1);
    });
    expect(screen.getByText(DRAFT.title.en)).toBeTruthy();
  });
});

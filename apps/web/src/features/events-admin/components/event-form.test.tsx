import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, paths, RULE_MESSAGES, type AdminEvent } from '@awarequest/contracts';
import arEvents from '../../../locales/ar/events-admin.json';
import { useAppHarness } from '../../../test/app-harness';
import { installDocumentFonts } from '../../../test/document-fonts';
import { answer } from '../../../test/fake-api';
import { fieldError } from '../../../test/field-error';
import { renderApp } from '../../../test/render-app';
import { ADMIN, CATEGORY, DRAFT, GAMES, LOOKUPS, ok } from '../events-admin-fixtures';

const LANGS = ['en', 'ar'] as const;
const eventPath = paths.adminEvent.replace(':id', DRAFT.id);
const SAVE = `PUT ${eventPath}`;
const PREVIEW = `POST ${paths.adminAudiencePreview}`;

/** The editor's words: English to the letter, Arabic from the catalog and the contracts. */
const WORDS = {
  en: {
    saveDraft: 'Save as draft',
    dueAt: 'Due date',
    startsAt: 'Start',
    titleAr: 'Title (Arabic)',
    titleEn: 'Title (English)',
    preview: 'Preview audience',
    twelve: '12 people',
    publish: 'Publish',
    questionsFor: 'Questions for',
    ownAudience: "Each game's own audience",
    technical: 'Technical staff',
  },
  ar: {
    saveDraft: arEvents.editor.saveDraft,
    dueAt: arEvents.editor.fields.dueAt,
    startsAt: arEvents.editor.fields.startsAt,
    titleAr: `${arEvents.editor.fields.title} (${arEvents.editor.languages.ar})`,
    titleEn: `${arEvents.editor.fields.title} (${arEvents.editor.languages.en})`,
    preview: arEvents.audience.preview,
    twelve: '١٢ شخصًا',
    publish: arEvents.editor.publish,
    questionsFor: arEvents.editor.fields.questionAudience,
    ownAudience: arEvents.editor.questionAudiences.own,
    technical: arEvents.editor.questionAudiences.technical,
  },
} as const;

describe('the event editor', () => {
  const fakeApi = useAppHarness();
  installDocumentFonts();

  async function openEditor(lang: 'en' | 'ar', event: AdminEvent = DRAFT) {
    fakeApi.on(`GET ${eventPath}`, ok(event));
    fakeApi.on(`GET ${paths.eventCategories}`, ok([CATEGORY]));
    fakeApi.on(`GET ${paths.adminGames}`, ok(GAMES));
    fakeApi.on(`GET ${paths.lookups}`, ok(LOOKUPS));
    const view = await renderApp({ path: `/admin/events/${DRAFT.id}`, language: lang, signedInAs: ADMIN });
    const form = await screen.findByRole('form');
    return { ...view, form };
  }

  /** A labelled control, whose label ends in Mantine's asterisk when the field is required. */
  const control = (form: HTMLElement, label: string) =>
    within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

  describe.each(LANGS)('in %s', (lang) => {
    const w = WORDS[lang];

    it("refuses a due date before the start and an empty audience with the contracts' texts, without calling the server", async () => {
      const { user, form } = await openEditor(lang, {
        ...DRAFT,
        starts_at: '2030-06-30T09:00:00.000Z',
        due_at: '2030-06-01T09:00:00.000Z',
        audience: { ...DRAFT.audience, departments: [] },
      });
      await user.click(within(form).getByRole('button', { name: w.saveDraft }));

      await waitFor(() => {
        expect(fieldError(control(form, w.dueAt))).toBe(RULE_MESSAGES[lang].due_order);
      });
      expect(within(form).getByText(RULE_MESSAGES[lang].audience_empty)).toBeTruthy();
      expect(fakeApi.callsTo(SAVE)).toHaveLength(0);
    });

    it("puts the server's 422 on the fields it names and keeps what was typed", async () => {
      const pastStart = RULE_MESSAGES[lang].future_date.replace('{field}', FIELD_LABELS[lang].starts_at);
      const arabicTitle = 'العنوان مستخدم';
      fakeApi.on(
        SAVE,
        answer(422, {
          status: false,
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          errors: { starts_at: [pastStart], 'title.ar': [arabicTitle] },
        }),
      );
      const { user, form } = await openEditor(lang);
      const titleEn = control(form, w.titleEn);
      await user.clear(titleEn);
      await user.type(titleEn, 'Phishing in June');
      await user.click(within(form).getByRole('button', { name: w.saveDraft }));

      await waitFor(() => {
        expect(fieldError(control(form, w.startsAt))).toBe(pastStart);
      });
      expect(fieldError(control(form, w.titleAr))).toBe(arabicTitle);
      expect(fieldError(titleEn)).toBeUndefined();
      expect(titleEn).toHaveProperty('value', 'Phishing in June');
      const sent = fakeApi.callsTo(SAVE)[0]?.body as Record<string, unknown>;
      expect(sent).toMatchObject({
        title: { en: 'Phishing in June', ar: DRAFT.title.ar },
        starts_at: DRAFT.starts_at,
        due_at: DRAFT.due_at,
        game_ids: [DRAFT.game_ids[0]],
        audience: { departments: ['finance'] },
      });
    });

    it("chooses whose questions the event's games serve: each game's own by default, or one audience", async () => {
      fakeApi.on(SAVE, ok({ ...DRAFT, question_audience: 'technical' }));
      const { user, form } = await openEditor(lang);
      const select = control(form, w.questionsFor);
      expect(select).toHaveProperty('value', w.ownAudience);
      await user.click(select);
      await user.click(await screen.findByRole('option', { name: w.technical, hidden: true }));
      expect(select).toHaveProperty('value', w.technical);
      await user.click(within(form).getByRole('button', { name: w.saveDraft }));
      await waitFor(() => {
        expect(fakeApi.callsTo(SAVE)).toHaveLength(1);
      });
      expect(fakeApi.callsTo(SAVE)[0]?.body).toMatchObject({ question_audience: 'technical' });
    });

    it('previews the audience: the head count and the first names, for the audience on screen', async () => {
      fakeApi.on(
        PREVIEW,
        ok({
          count: 12,
          sample: [
            { id: 'u1', name: 'Amal Hassan', email: 'amal@example.com' },
            { id: 'u2', name: 'Omar Said', email: null },
          ],
        }),
      );
      const { user, form } = await openEditor(lang);
      await user.click(within(form).getByRole('button', { name: w.preview }));

      const preview = await within(form).findByTestId('audience-preview');
      expect(within(preview).getByText(w.twelve)).toBeTruthy();
      expect(within(preview).getByText('Amal Hassan')).toBeTruthy();
      expect(within(preview).getByText('Omar Said')).toBeTruthy();
      expect(fakeApi.callsTo(PREVIEW)[0]?.body).toMatchObject({
        audience: { everyone: false, departments: ['finance'], user_ids: [] },
      });
    });

    it('publishes a draft from the editor: saves it, then POST /admin/events/:id/publish, once confirmed', async () => {
      const publish = `POST ${paths.adminEventPublish.replace(':id', DRAFT.id)}`;
      fakeApi.on(SAVE, ok(DRAFT));
      fakeApi.on(publish, ok({ ...DRAFT, status: 'scheduled' }));
      const { user, form } = await openEditor(lang);
      await user.click(within(form).getByRole('button', { name: w.publish }));
      const dialog = await screen.findByRole('dialog');
      expect(fakeApi.callsTo(SAVE)).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: w.publish }));

      await waitFor(() => {
        expect(fakeApi.callsTo(publish)).toHaveLength(1);
      });
      expect(fakeApi.callsTo(SAVE)).toHaveLength(1);
    });
  });

  it('warns that progress is kept when the event is running', async () => {
    const running = await openEditor('en', { ...DRAFT, status: 'running' });
    expect(screen.getByText('This event is running')).toBeTruthy();
    expect(within(running.form).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(within(running.form).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('locks an archived event: kept as evidence, no longer changed', async () => {
    const archived = await openEditor('en', { ...DRAFT, status: 'ended', archived: true });
    expect(screen.getByText(/This event is archived/)).toBeTruthy();
    expect(control(archived.form, 'Title (English)')).toHaveProperty('disabled', true);
    expect(within(archived.form).queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it("shows a tournament's live sessions, with the server's error on the session it names", async () => {
    const HOST_ID = 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e09';
    const outside = RULE_MESSAGES.en.within_event.replace('{field}', FIELD_LABELS.en.starts_at);
    fakeApi.on(
      SAVE,
      answer(422, {
        status: false,
        message: 'Validation failed',
        errors: { 'sessions.0.starts_at': [outside] },
      }),
    );
    const { user, form } = await openEditor('en', {
      ...DRAFT,
      event_type: 'tournament',
      game_ids: [],
      sessions: [
        {
          id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d08',
          game_id: GAMES[0]!.id,
          starts_at: DRAFT.starts_at,
          host_id: HOST_ID,
          pin: null,
        },
      ],
      people: [{ id: HOST_ID, name: 'Demo Admin' }],
    });
    const session = within(form).getByRole('group', { name: 'Session 1' });
    expect(within(form).queryByText('Reminders')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save as draft' }));

    await waitFor(() => {
      expect(fieldError(control(session, 'Starts at'))).toBe(outside);
    });
    expect(fakeApi.callsTo(SAVE)[0]?.body).toMatchObject({
      event_type: 'tournament',
      sessions: [{ game_id: GAMES[0]!.id, starts_at: DRAFT.starts_at, host_id: HOST_ID }],
    });
    expect(control(session, 'Host')).toHaveProperty('value', 'Demo Admin');
  });
});

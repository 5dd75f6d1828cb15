import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths, type User } from '@awarequest/contracts';
import arAuthoring from '../../../locales/ar/authoring.json';
import enAuthoring from '../../../locales/en/authoring.json';
import { useAppHarness } from '../../../test/app-harness';
import { installDocumentFonts } from '../../../test/document-fonts';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';
import { adminGame, adminQuestion } from '../admin-content.fixtures';

const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };
const GAME_ID = '7d0f5b1e-4a8c-4d2e-9f6a-1b2c3d4e5f60';
const QUESTION_ID = '00000001-0000-4000-8000-000000000000';
const QUESTION = adminQuestion(QUESTION_ID, { key: 'q1' });
const GAME = adminGame({
  id: GAME_ID,
  category_ids: ['11111111-1111-4111-8111-111111111111'],
  questions: [QUESTION],
});
const UPLOAD = `POST ${paths.adminImages}`;
const SAVE = `PUT ${paths.adminQuestion.replace(':id', QUESTION_ID)}`;
const ADDRESS = 'https://cdn.example/uploads/question-1.webp';

const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'shot.png', { type: 'image/png' });

async function openEditor(lang: 'en' | 'ar') {
  const words = lang === 'ar' ? arAuthoring : enAuthoring;
  await renderApp({ path: `/admin/content/games/${GAME_ID}`, language: lang, signedInAs: ADMIN });
  const name = words.question.numbered.replace('{{n, number}}', lang === 'ar' ? '١' : '1');
  const user = userEvent.setup();
  const edit = await screen.findByRole(
    'button',
    { name: words.actions.editItem.replace('{{name}}', name) },
    { timeout: 30_000 },
  );
  await user.click(edit);
  return { user, dialog: await screen.findByRole('dialog'), words };
}

/** The hidden file input behind an upload button (Mantine's FileButton puts it beside the button). */
function fileInputOf(button: HTMLElement): HTMLInputElement {
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input beside the upload button');
  return input;
}

describe('pictures in the question editor', { timeout: 60_000 }, () => {
  const fakeApi = useAppHarness();
  installDocumentFonts();

  it.each(['en', 'ar'] as const)(
    'uploads a question’s picture through POST /admin/images, previews it and asks its alt text in both languages before saving (%s)',
    async (lang) => {
      fakeApi.on(`GET ${paths.adminGame.replace(':id', GAME_ID)}`, answer(200, { status: true, data: GAME }));
      fakeApi.on(UPLOAD, answer(201, { status: true, data: { image: ADDRESS } }));
      fakeApi.on(SAVE, answer(200, { status: true, data: QUESTION }));
      const { user, dialog, words } = await openEditor(lang);

      const button = within(dialog).getByRole('button', {
        name: `${words.fields.uploadImage}: ${words.fields.image}`,
      });
      await user.upload(fileInputOf(button), png());
      await waitFor(() => {
        expect(fakeApi.callsTo(UPLOAD)).toHaveLength(1);
      });
      const sent = fakeApi.callsTo(UPLOAD)[0]?.body;
      expect(sent).toBeInstanceOf(FormData);
      expect(((sent as FormData).get('photo') as File).name).toBe('shot.png');

      const field = within(dialog).getByRole('textbox', { name: words.fields.image });
      await waitFor(() => {
        expect((field as HTMLInputElement).value).toBe(ADDRESS);
      });
      expect(within(dialog).getByTestId('image-preview').getAttribute('src')).toBe(ADDRESS);
      const altLabel = (language: 'en' | 'ar') =>
        words.fields.inLanguage
          .replace('{{field}}', words.fields.imageAlt)
          .replace('{{language}}', words.languages[language]);

      // Saving without the alt text is refused: nothing is sent.
      await user.click(within(dialog).getByRole('button', { name: words.actions.save }));
      await waitFor(() => {
        expect(
          within(dialog).getByLabelText(altLabel('en'), { exact: false }).getAttribute('aria-invalid'),
        ).toBe('true');
      });
      expect(fakeApi.callsTo(SAVE)).toHaveLength(0);

      await user.type(within(dialog).getByLabelText(altLabel('en'), { exact: false }), 'A phishing email');
      await user.type(within(dialog).getByLabelText(altLabel('ar'), { exact: false }), 'رسالة تصيد');
      await user.click(within(dialog).getByRole('button', { name: words.actions.save }));
      await waitFor(() => {
        expect(fakeApi.callsTo(SAVE)).toHaveLength(1);
      });
      expect(fakeApi.callsTo(SAVE)[0]?.body).toMatchObject({
        image: ADDRESS,
        image_alt: { en: 'A phishing email', ar: 'رسالة تصيد' },
      });
    },
  );

  it('puts an uploaded picture on a choice, and says why a file is refused', async () => {
    fakeApi.on(`GET ${paths.adminGame.replace(':id', GAME_ID)}`, answer(200, { status: true, data: GAME }));
    fakeApi.on(
      UPLOAD,
      answer(422, {
        status: false,
        code: 'VALIDATION_FAILED',
        message: 'The picture could not be read',
        errors: {},
      }),
    );
    const { user, dialog, words } = await openEditor('en');
    const choiceLabel = words.question.choiceImage.replace('{{n, number}}', '1');
    const button = within(dialog).getByRole('button', {
      name: `${words.fields.uploadImage}: ${choiceLabel}`,
    });

    // Too large: refused here, nothing sent.
    await user.upload(fileInputOf(button), png(6 * 1024 * 1024));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(words.fields.imageTooLarge);
    expect(fakeApi.callsTo(UPLOAD)).toHaveLength(0);

    // The server refuses: its words are shown and the field stays empty.
    await user.upload(fileInputOf(button), png());
    await waitFor(() => {
      expect(within(dialog).getByRole('alert').textContent).toContain('The picture could not be read');
    });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: choiceLabel }).value).toBe('');

    fakeApi.on(UPLOAD, answer(201, { status: true, data: { image: ADDRESS } }));
    await user.upload(fileInputOf(button), png());
    await waitFor(() => {
      expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: choiceLabel }).value).toBe(
        ADDRESS,
      );
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, type EventChild } from '@awarequest/contracts';
import arEvents from '../../../locales/ar/events.json';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';
import { eventCard, eventDetails } from './events.fixtures';

const PARENT = { ...PLAYER_USER, id: 'u-parent', account_type: 'family' as const };
const EVENT = eventDetails(eventCard({ title: { en: 'Phishing basics', ar: 'أساسيات التصيد' } }));
const LINA = 'b0000000-0000-4000-8000-000000000001';
const OMAR = 'b0000000-0000-4000-8000-000000000002';
const eventPath = paths.event.replace(':id', EVENT.id);
const childrenPath = paths.eventChildren.replace(':id', EVENT.id);
const childPath = (childId: string) => paths.eventChild.replace(':id', EVENT.id).replace(':childId', childId);

const child = (id: string, nickname: string, enrolled: boolean): EventChild => ({
  id,
  name: `${nickname} Ahmed`,
  nickname,
  avatar: 'cat',
  enrolled,
});

describe('"Your children" on an event page', () => {
  const fakeApi = useAppHarness();

  it('enrols and withdraws a child with its switch, through PUT and DELETE', async () => {
    const enrolled = new Map([
      [LINA, false],
      [OMAR, true],
    ]);
    const list = () => [child(LINA, 'Lina', enrolled.get(LINA)!), child(OMAR, 'Omar', enrolled.get(OMAR)!)];
    fakeApi.on(`GET ${eventPath}`, answer(200, { status: true, data: EVENT }));
    fakeApi.on(`GET ${childrenPath}`, () => answer(200, { status: true, data: list() }));
    fakeApi.on(`PUT ${childPath(LINA)}`, () => {
      enrolled.set(LINA, true);
      return answer(200, { status: true, data: list() });
    });
    fakeApi.on(`DELETE ${childPath(OMAR)}`, () => {
      enrolled.set(OMAR, false);
      return answer(200, { status: true, data: list() });
    });
    const { user } = await renderApp({ path: `/events/${EVENT.id}`, language: 'en', signedInAs: PARENT });

    const box = await screen.findByRole('region', { name: 'Your children' });
    const switchOf = (name: string) =>
      within(box).getByRole<HTMLInputElement>('switch', { name: `Enrol ${name} in this event` });
    expect(switchOf('Lina').checked).toBe(false);
    expect(switchOf('Omar').checked).toBe(true);

    await user.click(switchOf('Lina'));
    await waitFor(() => {
      expect(switchOf('Lina').checked).toBe(true);
    });
    expect(fakeApi.callsTo(`PUT ${childPath(LINA)}`)).toHaveLength(1);

    await user.click(switchOf('Omar'));
    await waitFor(() => {
      expect(switchOf('Omar').checked).toBe(false);
    });
    expect(fakeApi.callsTo(`DELETE ${childPath(OMAR)}`)).toHaveLength(1);
    expect(fakeApi.callsTo(`PUT ${childPath(OMAR)}`)).toHaveLength(0);
  });

  it('is titled in Arabic', async () => {
    fakeApi.on(`GET ${eventPath}`, answer(200, { status: true, data: EVENT }));
    fakeApi.on(`GET ${childrenPath}`, answer(200, { status: true, data: [child(LINA, 'لينا', true)] }));
    await renderApp({ path: `/events/${EVENT.id}`, language: 'ar', signedInAs: PARENT });
    const box = await screen.findByRole('region', { name: arEvents.children.title });
    expect(within(box).getByText(arEvents.children.enrolled)).toBeTruthy();
  });

  it('is absent when the parent has no child accounts', async () => {
    fakeApi.on(`GET ${eventPath}`, answer(200, { status: true, data: EVENT }));
    fakeApi.on(`GET ${childrenPath}`, answer(200, { status: true, data: [] }));
    await renderApp({ path: `/events/${EVENT.id}`, language: 'en', signedInAs: PARENT });
    await screen.findByRole('heading', { level: 1, name: 'Phishing basics' });
    await waitFor(() => {
      expect(fakeApi.callsTo(`GET ${childrenPath}`)).toHaveLength(1);
    });
    expect(screen.queryByRole('region', { name: 'Your children' })).toBeNull();
  });

  it('does not ask for a personal account, which has no children', async () => {
    fakeApi.on(`GET ${eventPath}`, answer(200, { status: true, data: EVENT }));
    await renderApp({ path: `/events/${EVENT.id}`, language: 'en', signedInAs: PLAYER_USER });
    await screen.findByRole('heading', { level: 1, name: 'Phishing basics' });
    expect(fakeApi.callsTo(`GET ${childrenPath}`)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Your children' })).toBeNull();
  });
});

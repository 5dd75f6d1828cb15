import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enAvatars from '../locales/en/avatars.json';
import { AvatarPicker } from './avatar-picker';

function Picker() {
  const [avatar, setAvatar] = useState('cat');
  return <AvatarPicker value={avatar} onChange={setAvatar} label="Avatar" />;
}

async function renderPicker() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { avatars: enAvatars } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Picker />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the avatar picker', () => {
  it('is one radio group: one name, one tab stop, and the arrow keys move the choice', async () => {
    await renderPicker();
    const group = screen.getByRole('group', { name: 'Avatar' });
    const radios = screen.getAllByRole('radio');
    expect(radios.length).toBeGreaterThanOrEqual(12);
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(group.contains(radios[0] ?? null)).toBe(true);
    // Native radios: no element of the group is taken out of, or forced into, the tab order.
    expect(radios.every((radio) => radio.tagName === 'INPUT' && !radio.hasAttribute('tabindex'))).toBe(true);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: enAvatars.cat }));
    await user.keyboard('{ArrowRight}');
    const second = radios[1] as HTMLInputElement;
    expect(second.checked).toBe(true);
    expect(document.activeElement).toBe(second);
    // Tab leaves the group at once.
    await user.tab();
    expect(radios).not.toContain(document.activeElement);
  });
});

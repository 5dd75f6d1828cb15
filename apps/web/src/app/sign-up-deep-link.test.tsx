import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readAuthFlow, writeAuthFlow } from '../features/auth/signup-flow';
import { useAppHarness } from '../test/app-harness';
import { answer } from '../test/fake-api';
import { PLAYER_USER } from '../test/people';
import { currentPath, renderApp } from '../test/render-app';

const DEEP_LINK = '/events?month=3';
const REGISTERED = { status: true, data: { user: PLAYER_USER, token: 'tok-new' } };

/** Signs up at the details step (the code and account type done), from `path`. */
async function finishSignUp(path: string) {
  writeAuthFlow({
    email: 'new.person@example.com',
    purpose: 'verify',
    isVerified: true,
    accountType: 'personal',
  });
  const { user } = await renderApp({ path, language: 'en' });
  await user.type(await screen.findByLabelText('Full name'), 'New Person');
  await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!pass');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('a deep link through sign-up (lib/return-to.ts)', () => {
  const fakeApi = useAppHarness();

  it('carries the deep link from the first step into the flow', async () => {
    fakeApi.on('POST /sendEmailVerification', answer(200, { status: true, data: null }));
    const { user } = await renderApp({
      path: `/auth/sign-up?return_to=${encodeURIComponent(DEEP_LINK)}`,
      language: 'en',
    });
    await user.type(await screen.findByLabelText('Email'), 'new.person@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => {
      expect(currentPath()).toBe('/auth/check-code');
    });
    expect(readAuthFlow()?.returnTo).toBe(DEEP_LINK);
  });

  it("puts the deep link in the last step's address after the account type", async () => {
    writeAuthFlow({
      email: 'new.person@example.com',
      purpose: 'verify',
      isVerified: true,
      returnTo: DEEP_LINK,
    });
    const { user } = await renderApp({ path: '/auth/account-type', language: 'en' });
    await user.click(await screen.findByRole('radio', { name: /Personal/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => {
      expect(`${currentPath()}${window.location.search}`).toBe(
        `/auth/sign-up?return_to=${encodeURIComponent(DEEP_LINK)}`,
      );
    });
  });

  it('lands the new account on the deep link the sign-up started with', async () => {
    fakeApi.on('POST /users', answer(200, REGISTERED));
    await finishSignUp(`/auth/sign-up?return_to=${encodeURIComponent(DEEP_LINK)}`);
    await vi.waitFor(() => {
      expect(`${currentPath()}${window.location.search}`).toBe(DEEP_LINK);
    });
  });

  it('never follows a deep link to another site', async () => {
    fakeApi.on('POST /users', answer(200, REGISTERED));
    await finishSignUp(`/auth/sign-up?return_to=${encodeURIComponent('//evil.example/steal')}`);
    await vi.waitFor(() => {
      expect(fakeApi.callsTo('POST /users')).toHaveLength(1);
    });
    await vi.waitFor(() => {
      expect(currentPath()).toBe('/');
    });
  });

  it('keeps the deep link on the way back to the login page', async () => {
    await renderApp({ path: `/auth/sign-up?return_to=${encodeURIComponent(DEEP_LINK)}`, language: 'en' });
    // The form's own link (the header has a plain one too).
    const links = await screen.findAllByRole('link', { name: 'Log in' });
    expect(links.map((link) => link.getAttribute('href'))).toContain(
      `/auth/login?return_to=${encodeURIComponent(DEEP_LINK)}`,
    );
  });
});

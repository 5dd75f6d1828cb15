import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARRIED_TOAST_KEY, showCarriedToast, toastAfterLoad } from './carried-toast';
import { setToastShower } from './toast';

describe('a toast carried to the next page load', () => {
  const shown = vi.fn();
  let restore: () => void;
  beforeEach(() => {
    sessionStorage.clear();
    shown.mockClear();
    restore = setToastShower(shown);
  });
  afterEach(() => {
    restore();
  });

  it('is shown once, with its tone, on the next page', () => {
    toastAfterLoad('successfully logged in', 'success');
    showCarriedToast();
    expect(shown).toHaveBeenCalledExactlyOnceWith('successfully logged in', 'success');
    showCarriedToast();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CARRIED_TOAST_KEY)).toBeNull();
  });

  it('keeps an error an error', () => {
    toastAfterLoad('Network error', 'error');
    showCarriedToast();
    expect(shown).toHaveBeenCalledWith('Network error', 'error');
  });

  it('drops nothing, or a damaged entry, without a toast', () => {
    showCarriedToast();
    sessionStorage.setItem(CARRIED_TOAST_KEY, '{not json');
    showCarriedToast();
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify({ message: 42 }));
    showCarriedToast();
    expect(shown).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CARRIED_TOAST_KEY)).toBeNull();
  });
});

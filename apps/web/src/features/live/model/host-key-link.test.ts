import { describe, expect, it } from 'vitest';
import { hostKeyFromHash, hostKeyLinkOf } from './host-key-link';

const KEY = 'q7Yt0v3_MzL9-kP2xW8eR1sA5dF6gH4jK0lZ2cV7bN8';

describe("handing the host's seat to a phone", () => {
  it('puts the key in the fragment, which never reaches a server, and reads it back', () => {
    const link = hostKeyLinkOf('https://quest.example.com', '123456', KEY);
    expect(link).toBe(`https://quest.example.com/host/123456#host-key=${KEY}`);
    const url = new URL(link);
    expect(url.pathname + url.search).toBe('/host/123456');
    expect(hostKeyFromHash(url.hash)).toBe(KEY);
  });

  it('ignores a fragment that carries no key or something that cannot be one', () => {
    expect(hostKeyFromHash('')).toBeNull();
    expect(hostKeyFromHash('#main')).toBeNull();
    expect(hostKeyFromHash('#host-key=')).toBeNull();
    expect(hostKeyFromHash('#host-key=short')).toBeNull();
    expect(hostKeyFromHash(`#host-key=${KEY}<script>`)).toBeNull();
    expect(hostKeyFromHash(`#host-key=${'a'.repeat(201)}`)).toBeNull();
  });
});

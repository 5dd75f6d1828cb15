import { describe, expect, it } from 'vitest';
import type { Namespace } from 'socket.io';
import { Adapter } from 'socket.io-adapter';
import { withSingleBufferFrames } from './single-frame-adapter.js';

/** Broadcast frames as one buffer, on socket.io-adapter's real encoding step. */

interface Encodes {
  _encode: (packet: unknown, options: { wsPreEncodedFrame?: Buffer[] }) => unknown;
}

function adapterWith(encoded: string[]) {
  const namespace = { name: '/', server: { encoder: { encode: () => encoded } } };
  return withSingleBufferFrames(new Adapter(namespace as unknown as Namespace)) as unknown as Encodes;
}

describe('a broadcast frame', () => {
  it('is one buffer: the WebSocket header, then the Engine.IO message', () => {
    const options: { wsPreEncodedFrame?: Buffer[] } = {};
    const encoded = adapterWith(['2["session:state",{"phase":"get_ready"}]'])._encode({}, options);
    expect(encoded).toEqual(['2["session:state",{"phase":"get_ready"}]']);
    const frame = options.wsPreEncodedFrame ?? [];
    expect(frame).toHaveLength(1);
    const payload = '42["session:state",{"phase":"get_ready"}]';
    // FIN + text opcode, then the unmasked length (under 126 bytes: one byte).
    expect([...(frame[0] ?? Buffer.alloc(0)).subarray(0, 2)]).toEqual([0x81, payload.length]);
    expect(frame[0]?.subarray(2).toString()).toBe(payload);
  });

  it('is left as it is when the adapter did not frame it (binary attachments)', () => {
    const options: { wsPreEncodedFrame?: Buffer[] } = {};
    adapterWith(['51-["file",{"_placeholder":true,"num":0}]', 'bytes'])._encode({}, options);
    expect(options.wsPreEncodedFrame).toBeUndefined();
  });
});

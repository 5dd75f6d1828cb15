import type { CSSProperties } from 'react';

/**
 * An email address inside any page: always left to right, isolated from the text around it
 * (an Arabic sentence or page), so its parts keep their order. It breaks only where a line is
 * too narrow for the whole address (a 320 px phone), and then inside the left-to-right isolate.
 */
const STYLE: CSSProperties = {
  unicodeBidi: 'isolate',
  overflowWrap: 'anywhere',
  maxWidth: '100%',
};

/** The same, as a `<Trans>` component: a sentence's `<email>{{email}}</email>` renders through it. */
export const emailIsolate = <bdi dir="ltr" style={STYLE} data-email />;

export function EmailAddress({ email }: { email: string }) {
  return (
    <bdi dir="ltr" style={STYLE} data-email>
      {email}
    </bdi>
  );
}

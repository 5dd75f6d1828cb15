import type { MouseEvent, ReactNode } from 'react';

/** How a light auth screen moves to another page: the SPA's router, or (absent) a page load. */
export type Navigate = (to: string) => void;

/**
 * A link of the login screen: a plain `<a href>`, so the login's light page (no router) loads the
 * next page; in the SPA `navigate` takes a plain click instead, as a router link does.
 */
export function PageLink({
  to,
  navigate,
  className,
  children,
}: {
  to: string;
  navigate?: Navigate;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!navigate || !isPlainClick) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

import { useEffect } from 'react';

/** The tab's title follows the screen (PageFrame does this for ordinary pages). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { useEffect } from 'react';

export function usePageTitle(title: string) {
  useEffect(() => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name, the same in every language
    document.title = `${title} · PIM models`;
  }, [title]);
}

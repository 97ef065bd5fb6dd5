import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

export function usePageTitle(title: string) {
  // `t` changes with the language: a title that reads the same in every language still gets the suffix's.
  const { t } = useLingui();
  useEffect(() => {
    document.title = t`${title} · PIM models`;
  }, [title, t]);
}

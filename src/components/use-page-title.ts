import { t } from '@lingui/core/macro';
import { useEffect } from 'react';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = t`${title} · PIM models`;
  }, [title]);
}

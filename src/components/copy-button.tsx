import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** Copies `text` to the clipboard and says so in the button itself (read out, as it is the focused control). */
export function CopyButton({ text, label, className = 'button-quiet' }: { text: string; label: string; className?: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <button type="button" className={className} onClick={() => void copy()} onBlur={() => setState('idle')} aria-live="polite">
      {state === 'copied' ? t`Copied` : state === 'failed' ? t`Could not copy` : label}
    </button>
  );
}

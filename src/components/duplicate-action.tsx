import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DuplicateDialogProps } from './duplicate-dialog';
import { importPart, LoadBoundary, useLazyPart } from './load-boundary';
import { Loading } from './page-state';
import { useToast } from './toast';

// The dialog (and the form library with it) is fetched when it is asked for, or when the button is pointed at or
// focused, just before: an editor's first visit (the designer uses no other form) does not carry it.
const loadDialog = () => import('./duplicate-dialog');
const pickDialog = (module: Awaited<ReturnType<typeof loadDialog>>) => module.DuplicateDialog;
const prefetchDialog = () => void importPart(loadDialog, pickDialog).catch(() => {});

type DuplicateActionProps = Omit<DuplicateDialogProps, 'onDuplicate' | 'onCancel'> & {
  /** Creates the copy; answers where it opens and what the toast says (an outcome to read closely is 'info'). */
  duplicate: (values: Record<string, string>) => Promise<{ path: string; message: string; kind?: 'success' | 'info' }>;
  /** When "Duplicate…" is pressed: time to read what the fields' checks need, and not before. */
  onAsk?: () => void;
};

/** "Duplicate…": a button that asks for what the copy needs, creates it, says so and opens it. */
export function DuplicateAction({ duplicate, onAsk, ...dialog }: DuplicateActionProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  // Input kept of a copy a reload cut off opens the dialog once, with the offer in it: it was open when the page went.
  const [offered, setOffered] = useState(false);
  if (dialog.kept && !offered) {
    setOffered(true);
    setAsking(true);
  }
  const [DuplicateDialog, retryDialog] = useLazyPart(loadDialog, pickDialog);
  const navigate = useNavigate();
  const toast = useToast();
  // Bumped by Cancel: a copy whose dialog was cancelled while it was made is said (with a link), and the page stays where
  // the editor went on (in the editor, or in the dialog opened again).
  const cancels = useRef(0);
  const cancel = () => {
    cancels.current += 1;
    setAsking(false);
  };
  return (
    <>
      <button
        type="button"
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => {
          onAsk?.();
          setAsking(true);
        }}
      >
        <Trans>Duplicate…</Trans>
      </button>
      {asking && (
        <LoadBoundary what={t`the duplicate form`} onRetry={retryDialog} onClose={cancel} loading={<Loading label={t`Loading the form…`} />}>
          <DuplicateDialog
            {...dialog}
            onCancel={cancel}
            onDuplicate={async (values) => {
              const asked = cancels.current;
              const { path, message, kind = 'success' } = await duplicate(values);
              if (cancels.current !== asked) {
                toast.show(message, kind, { link: { to: path, label: t`Open` } });
                return;
              }
              setAsking(false);
              toast.show(message, kind);
              navigate(path);
            }}
          />
        </LoadBoundary>
      )}
    </>
  );
}

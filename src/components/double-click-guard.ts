const FOLLOWING = ['mouseup', 'click', 'dblclick', 'auxclick'] as const;

/**
 * The later clicks of a double (or triple) click reach only what the first one reached. When
 * the first click took its target away (a dialog's button that closed the dialog, a Retry that
 * gave way to progress), the second would land on whatever lies there now, a row's link under
 * the dialog say, and leave the page before the outcome of the first is seen.
 *
 * The browser counts the clicks of one gesture in `detail` (2 for the second); a new gesture
 * starts again at 1, so a deliberate click right after is never held back. Pointer events carry
 * no count and pass: nothing in the app acts on a press alone (drags need a move first).
 */
export function installDoubleClickGuard(target: Window = window): () => void {
  let first: EventTarget | null = null;
  let holding = false;

  const hold = (event: MouseEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onPress = (event: MouseEvent) => {
    if (event.detail <= 1) {
      first = event.target;
      holding = false;
      return;
    }
    holding = event.target !== first;
    if (holding) hold(event);
  };
  const onFollowing = (event: MouseEvent) => {
    if (holding && event.detail >= 2) hold(event);
  };

  // Capture on the window: before React's own listeners and any default action (following a link).
  target.addEventListener('mousedown', onPress, true);
  FOLLOWING.forEach((type) => target.addEventListener(type, onFollowing, true));
  return () => {
    target.removeEventListener('mousedown', onPress, true);
    FOLLOWING.forEach((type) => target.removeEventListener(type, onFollowing, true));
  };
}

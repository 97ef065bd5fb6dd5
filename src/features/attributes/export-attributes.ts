import { plural, t } from '@lingui/core/macro';
import type { Attribute } from '../../api/attributes';
import { downloadBundle } from '../../components/download-bundle';
import type { ToastApi } from '../../components/toast';

/** Offers `attributes` as an export file and says so. Loaded when Export is pressed: the list's first visit does not carry the file's schemas or this message. */
export function exportAttributes(attributes: Attribute[], toast: ToastApi): void {
  const fileName = downloadBundle('attributes', { attributes });
  const count = attributes.length;
  toast.show(t`Downloaded ${plural(count, { one: '# attribute', other: '# attributes' })} as “${fileName}”. Import reads it on another environment.`, 'success');
}

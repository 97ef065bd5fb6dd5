import { AttributeEditorPage } from '../../features/attributes/attribute-editor-page';

export function Component() {
  return <AttributeEditorPage />;
}

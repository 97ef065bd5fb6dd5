import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { aliasProblem, useCreateAttribute, type Attribute } from '../../api/attributes';
import { DuplicateDialog } from '../../components/duplicate-dialog';
import { useToast } from '../../components/toast';
import { takenAliases } from './attribute-form-schema';

/** "Duplicate…" on an attribute's page: a copy of the saved attribute under a new alias and uid, then opened. */
export function DuplicateAttribute({ attribute, attributes }: { attribute: Attribute; attributes: readonly Attribute[] }) {
  const [asking, setAsking] = useState(false);
  const create = useCreateAttribute();
  const navigate = useNavigate();
  const toast = useToast();
  const taken = takenAliases(attributes);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Duplicate…
      </button>
      {asking && (
        <DuplicateDialog
          title={`Duplicate ${attribute.Alias ?? 'attribute'}`}
          description={<p>The copy gets every setting and name of the attribute as saved on the server (not changes unsaved here), a new uid and the alias you give it.</p>}
          fields={[{ name: 'Alias', label: 'Alias of the copy', initial: `${attribute.Alias ?? ''}Copy`, problem: (alias) => aliasProblem(alias, taken) }]}
          onCancel={() => setAsking(false)}
          onDuplicate={async ({ Alias }) => {
            const copy: Attribute = { ...structuredClone(attribute), Uid: crypto.randomUUID(), Alias: Alias! };
            await create.mutateAsync(copy);
            setAsking(false);
            toast.show(`Attribute ${attribute.Alias} duplicated as ${copy.Alias}.`, 'success');
            navigate(`/attributes/${copy.Uid}`);
          }}
        />
      )}
    </>
  );
}

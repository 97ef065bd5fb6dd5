import { aliasProblem, useCreateAttribute, type Attribute } from '../../api/attributes';
import { DuplicateAction } from '../../components/duplicate-action';
import { takenAliases } from './attribute-form-schema';

/** "Duplicate…" on an attribute's page: a copy of the saved attribute under a new alias and uid, then opened. */
export function DuplicateAttribute({ attribute, attributes }: { attribute: Attribute; attributes: readonly Attribute[] }) {
  const create = useCreateAttribute();
  const taken = takenAliases(attributes);
  return (
    <DuplicateAction
      title={`Duplicate ${attribute.Alias ?? 'attribute'}`}
      description={<p>The copy gets every setting and name of the attribute as saved on the server (not changes unsaved here), a new uid and the alias you give it.</p>}
      fields={[{ name: 'Alias', label: 'Alias of the copy', initial: `${attribute.Alias ?? ''}Copy`, problem: (alias) => aliasProblem(alias, taken) }]}
      duplicate={async ({ Alias }) => {
        const copy: Attribute = { ...structuredClone(attribute), Uid: crypto.randomUUID(), Alias: Alias! };
        await create.mutateAsync(copy);
        return { path: `/attributes/${copy.Uid}`, message: `Attribute ${attribute.Alias} duplicated as ${copy.Alias}.` };
      }}
    />
  );
}

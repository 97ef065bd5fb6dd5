import { Trans, useLingui } from '@lingui/react/macro';
import type { Attribute } from '../../api/attributes';
import { useCreateAttribute } from '../../api/attribute-writes';
import { aliasProblem } from '../../api/attribute-alias';
import { DuplicateAction } from '../../components/duplicate-action';
import { takenAliases } from './attribute-form-schema';

/** "Duplicate…" on an attribute's page: a copy of the saved attribute under a new alias and uid, then opened. */
export function DuplicateAttribute({ attribute, attributes }: { attribute: Attribute; attributes: readonly Attribute[] }) {
  const { t } = useLingui();
  const create = useCreateAttribute();
  const alias = attribute.Alias;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an alias (letters and digits only), the same in every language
  const copyAlias = `${alias ?? ''}Copy`;
  const taken = takenAliases(attributes);
  return (
    <DuplicateAction
      title={alias ? t`Duplicate ${alias}` : t`Duplicate attribute`}
      description={
        <p>
          <Trans>The copy gets every setting and name of the attribute as saved on the server (not changes unsaved here), a new uid and the alias you give it.</Trans>
        </p>
      }
      fields={[{ name: 'Alias', label: t`Alias of the copy`, initial: copyAlias, problem: (alias) => aliasProblem(alias, taken) }]}
      duplicate={async ({ Alias }) => {
        const copy: Attribute = { ...structuredClone(attribute), Uid: crypto.randomUUID(), Alias: Alias! };
        await create.mutateAsync(copy);
        const newAlias = copy.Alias;
        return { path: `/attributes/${copy.Uid}`, message: t`Attribute ${alias} duplicated as ${newAlias}.` };
      }}
    />
  );
}

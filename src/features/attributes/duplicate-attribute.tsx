import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { attributeQueries, type Attribute } from '../../api/attributes';
import { useCreateAttribute } from '../../api/attribute-writes';
import { aliasProblem } from '../../api/attribute-alias';
import { useCreateUid } from '../../api/outbox-create';
import { createOrFind } from '../../api/unknown-outcome';
import { DuplicateAction } from '../../components/duplicate-action';
import { takenAliases } from './attribute-form-schema';

/** "Duplicate…" on an attribute's page: a copy of the saved attribute under a new alias and uid, then opened. */
export function DuplicateAttribute({ attribute, attributes }: { attribute: Attribute; attributes: readonly Attribute[] }) {
  const { t } = useLingui();
  const create = useCreateAttribute();
  const createUid = useCreateUid();
  const queryClient = useQueryClient();
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
      onAsk={createUid.forget}
      duplicate={async ({ Alias }) => {
        const { uid, sentBefore } = createUid.next();
        const copy: Attribute = { ...structuredClone(attribute), Uid: uid, Alias: Alias! };
        const held = () => queryClient.fetchQuery({ ...attributeQueries.detail(uid), staleTime: 0, retry: false });
        let found: Attribute | null;
        try {
          ({ found } = await createOrFind(() => create.mutateAsync(copy), held, sentBefore));
        } catch (error) {
          createUid.failed(uid, error);
          throw error;
        }
        createUid.forget();
        if (found) void queryClient.invalidateQueries({ queryKey: attributeQueries.all().queryKey });
        // Made by an earlier try whose answer did not come: it has the alias that try sent.
        const newAlias = found?.Alias ?? copy.Alias;
        return { path: `/attributes/${uid}`, message: t`Attribute ${alias} duplicated as ${newAlias}.` };
      }}
    />
  );
}

import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { attributeDisplayName, type Attribute } from '../../api/attributes';
import type { AttributeReferences } from '../../api/attribute-references';
import { CopyButton } from '../../components/copy-button';
import { REFERENCE_KINDS, totalReferences } from './references-summary';
import { formatNumber } from '../../components/format';

/** Entries listed per kind; the count in the heading is always the full one. */
const LISTED = 50;

type EntityReference = { EntityId: number; AttributeUid: string };
const isEntityReference = (item: unknown): item is EntityReference => typeof item === 'object' && item !== null && 'AttributeUid' in item;

/** An attribute by name; one the server no longer has is said so, not shown as a bare id. */
function AttributeLink({ uid, attributesByUid, cultureCode }: { uid: string; attributesByUid: ReadonlyMap<string, Attribute>; cultureCode?: string }) {
  const attribute = attributesByUid.get(uid);
  if (!attribute)
    return (
      <span title={uid}>
        <Trans>an attribute that no longer exists</Trans>
      </span>
    );
  return <Link to={`/attributes/${uid}`}>{attributeDisplayName(attribute, cultureCode)}</Link>;
}

/** The ids of a group, one per line, for pasting into another tool. */
const idsOf = (items: readonly unknown[]) => items.map((item) => (isEntityReference(item) ? String(item.EntityId) : String(item))).join('\n');

/** The references record grouped by kind, with counts; references through an attribute link to it. */
export function AttributeReferencesView({ record, attributesByUid, cultureCode }: { record: AttributeReferences; attributesByUid: ReadonlyMap<string, Attribute>; cultureCode?: string }) {
  const { t, i18n } = useLingui();
  const total = totalReferences(record);
  if (total === 0)
    return (
      <p>
        <Trans>Nothing refers to this attribute.</Trans>
      </p>
    );
  return (
    <>
      <p>
        <Plural value={total} one="# reference in all." other="# references in all." />
      </p>
      <div className="references-groups">
        {REFERENCE_KINDS.map(({ key, label }) => {
          const items: readonly unknown[] = record[key] ?? [];
          if (items.length === 0) return null;
          const kind = i18n._(label);
          const count = items.length;
          const countText = formatNumber(count);
          return (
            <section key={key} aria-label={`${kind}: ${countText}`}>
              <h4>
                {kind} <span className="muted">({countText})</span> <CopyButton text={idsOf(items)} label={t`${plural(count, { one: 'Copy the id', other: 'Copy all # ids' })}`} />
              </h4>
              <ul>
                {items.slice(0, LISTED).map((item, index) => (
                  <li key={index}>
                    {isEntityReference(item) ? (
                      <>
                        <EntityThrough entityId={item.EntityId}>
                          <AttributeLink uid={item.AttributeUid} attributesByUid={attributesByUid} cultureCode={cultureCode} />
                        </EntityThrough>
                      </>
                    ) : (
                      String(item)
                    )}
                  </li>
                ))}
              </ul>
              {items.length > LISTED && <AndMore count={items.length - LISTED} />}
            </section>
          );
        })}
      </div>
    </>
  );
}

function EntityThrough({ entityId, children }: { entityId: number; children: ReactNode }) {
  return (
    <Trans>
      Entity {entityId} through {children}
    </Trans>
  );
}

function AndMore({ count }: { count: number }) {
  const more = formatNumber(count);
  return (
    <p className="muted">
      <Trans>…and {more} more.</Trans>
    </p>
  );
}

import { Link } from 'react-router-dom';
import { attributeDisplayName, type Attribute, type AttributeReferences } from '../../api/attributes';
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
  if (!attribute) return <span title={uid}>an attribute that no longer exists</span>;
  return <Link to={`/attributes/${uid}`}>{attributeDisplayName(attribute, cultureCode)}</Link>;
}

/** The ids of a group, one per line, for pasting into another tool. */
const idsOf = (items: readonly unknown[]) => items.map((item) => (isEntityReference(item) ? String(item.EntityId) : String(item))).join('\n');

/** The references record grouped by kind, with counts; references through an attribute link to it. */
export function AttributeReferencesView({ record, attributesByUid, cultureCode }: { record: AttributeReferences; attributesByUid: ReadonlyMap<string, Attribute>; cultureCode?: string }) {
  const total = totalReferences(record);
  if (total === 0) return <p>Nothing refers to this attribute.</p>;
  return (
    <>
      <p>
        {formatNumber(total)} reference{total === 1 ? '' : 's'} in all.
      </p>
      <div className="references-groups">
        {REFERENCE_KINDS.map(({ key, label }) => {
          const items: readonly unknown[] = record[key] ?? [];
          if (items.length === 0) return null;
          return (
            <section key={key} aria-label={`${label}: ${items.length}`}>
              <h4>
                {label} <span className="muted">({formatNumber(items.length)})</span>{' '}
                <CopyButton text={idsOf(items)} label={`Copy ${items.length === 1 ? 'the id' : `all ${formatNumber(items.length)} ids`}`} />
              </h4>
              <ul>
                {items.slice(0, LISTED).map((item, index) => (
                  <li key={index}>
                    {isEntityReference(item) ? (
                      <>
                        Entity {item.EntityId} through <AttributeLink uid={item.AttributeUid} attributesByUid={attributesByUid} cultureCode={cultureCode} />
                      </>
                    ) : (
                      String(item)
                    )}
                  </li>
                ))}
              </ul>
              {items.length > LISTED && <p className="muted">…and {formatNumber(items.length - LISTED)} more.</p>}
            </section>
          );
        })}
      </div>
    </>
  );
}

import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../api/attributes';
import { attributeBodyFrom, formValuesFrom } from './attribute-form-values';
import { kindOf, settingLabel, typeSettings } from './type-settings';

const texts: Attribute[] = [
  { Uid: 't1', AttributeType: 'TextAttribute', Multiline: true, MaxLength: 50, MetaData: { Source: 'ERP' } },
  { Uid: 't2', AttributeType: 'TextAttribute', Multiline: false, MaxLength: null, MetaData: null },
  { Uid: 't3', AttributeType: 'TextAttribute', Multiline: false, Tags: [] },
  { Uid: 'n1', AttributeType: 'NumberAttribute', Decimals: 2 },
  { Uid: 'r1', AttributeType: 'AttributeReferenceAttribute', AllowMultipleValues: true, AllowedAttributeTypes: ['TextAttribute'], Columns: 6 },
];

describe('type settings', () => {
  it('learns names, kinds and how many carry each from the same type only', () => {
    expect(typeSettings('TextAttribute', texts)).toEqual([
      { key: 'MaxLength', kind: 'number', carriedBy: 2 },
      { key: 'MetaData', kind: 'other', carriedBy: 2 },
      { key: 'Multiline', kind: 'boolean', carriedBy: 3 },
      // Only ever empty: nothing says what it holds, so it is shown, not edited.
      { key: 'Tags', kind: 'other', carriedBy: 1 },
    ]);
  });

  it('leaves the reference’s own fields to their editors and counts the open attribute’s extra keys', () => {
    expect(typeSettings('AttributeReferenceAttribute', texts)).toEqual([{ key: 'Columns', kind: 'number', carriedBy: 1 }]);
    const own: Attribute = { Uid: 'n2', AttributeType: 'NumberAttribute', Unit: 'kg' };
    expect(typeSettings('NumberAttribute', texts, own)).toEqual([
      { key: 'Decimals', kind: 'number', carriedBy: 1 },
      { key: 'Unit', kind: 'string', carriedBy: 0 },
    ]);
  });

  it('tells kinds apart', () => {
    expect([kindOf(true), kindOf(1.5), kindOf('x'), kindOf(['a']), kindOf([{}]), kindOf([]), kindOf(null), kindOf({})]).toEqual([
      'boolean',
      'number',
      'string',
      'string-list',
      'other',
      null,
      null,
      'other',
    ]);
    expect(settingLabel('MaxLength')).toBe('Maximum length');
    expect(settingLabel('Decimals')).toBe('Number of decimals');
    expect(settingLabel('NewFancySetting')).toBe('New fancy setting');
    expect(settingLabel('AllowedAssetTypes')).toBe('Allowed asset types');
  });

  it('round-trips an attribute untouched, and sends an edited setting by its kind', () => {
    const settings = typeSettings('TextAttribute', texts, texts[1]);
    const values = formValuesFrom(texts[1]!, [], settings);
    expect(attributeBodyFrom(texts[1]!, values, [])).toStrictEqual(texts[1]);
    const edited = { ...values, Settings: { ...values.Settings, MaxLength: { kind: 'number' as const, input: ' 80 ' } } };
    expect(attributeBodyFrom(texts[1]!, edited, [])).toStrictEqual({ ...texts[1], MaxLength: 80 });
    // A checkbox sends a boolean.
    const cleared = { ...values, Settings: { ...values.Settings, Multiline: { kind: 'boolean' as const, input: true } } };
    expect(attributeBodyFrom(texts[1]!, cleared, [])).toStrictEqual({ ...texts[1], Multiline: true });
  });

  it('does not add a learned setting the attribute lacks unless it is given a value', () => {
    const lacking: Attribute = { Uid: 't4', AttributeType: 'TextAttribute' };
    const settings = typeSettings('TextAttribute', texts, lacking);
    const values = formValuesFrom(lacking, [], settings);
    expect(attributeBodyFrom(lacking, values, [])).toStrictEqual(lacking);
  });
});

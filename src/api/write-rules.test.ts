import { describe, expect, it } from 'vitest';
import { assetTypeWriteRules } from './asset-types';
import { attributeWriteRules } from './attribute-writes';
import { savedSearchFolderWriteRules } from './saved-search-folders';
import { savedSearchWriteRules } from './saved-searches';
import { fileReader, holdsWhatWasSent, updateBody, withoutServerFields } from './write-rules';

const serverSearch = {
  Uid: 's1',
  Name: 'Red shoes',
  FolderUid: 'f1',
  SortOrder: 2,
  Created: '2026-01-01T00:00:00Z',
  CreatedBy: 'u1',
  LastMofidied: '2026-02-01T00:00:00Z',
  LastModifiedBy: 'u2',
  FailedCalculationCounter: 1,
  FailedMessage: 'Timed out',
  Extra: 'kept',
};

describe('write rules', () => {
  it('a PATCH carries the uid and only what changed, never a field the server keeps', () => {
    const merged = { ...serverSearch, Name: 'Blue shoes', SortOrder: undefined, Created: 'changed', FailedMessage: null };
    expect(updateBody(savedSearchWriteRules, serverSearch, merged)).toEqual({ Uid: 's1', Name: 'Blue shoes', SortOrder: null });
    expect(updateBody(savedSearchWriteRules, serverSearch, { ...serverSearch, LastModifiedBy: 'me' })).toBeNull();
    expect(updateBody(savedSearchFolderWriteRules, { Uid: 'f1', Name: 'A', LastModified: 'x' }, { Uid: 'f1', Name: 'B', LastModified: 'y' })).toEqual({ Uid: 'f1', Name: 'B' });
  });

  it('a PUT carries the whole record but the fields the server keeps', () => {
    const assetType = { Uid: 'a1', Alias: 'image', Label: 'Image', Unknown: { kept: true } };
    expect(updateBody(assetTypeWriteRules, assetType, { ...assetType, Label: 'Picture' })).toEqual({ ...assetType, Label: 'Picture' });
    expect(withoutServerFields(savedSearchWriteRules, serverSearch)).toEqual({ Uid: 's1', Name: 'Red shoes', FolderUid: 'f1', SortOrder: 2, Extra: 'kept' });
  });

  it('a file updates what it brings and leaves a field it lacks as the server has it, a translation too', () => {
    const server = { Uid: 'a1', Alias: 'colour', AttributeType: 'TextAttribute', BackofficeDescription: 'The main colour', Name: { 'en-GB': 'Colour', 'da-DK': 'Farve' }, MaxLength: 80 };
    const read = fileReader(attributeWriteRules, [server]);
    expect(read({ Uid: 'a1', Alias: 'colour', Name: { 'en-GB': 'Color' }, MaxLength: 40 }, server)).toEqual({
      record: { ...server, Name: { 'en-GB': 'Color', 'da-DK': 'Farve' }, MaxLength: 40 },
      ignored: [],
      kept: ['AttributeType', 'BackofficeDescription'],
      fixed: [],
    });
  });

  it('a file’s value for a field an update cannot change is kept out of an update and named, and taken by a create', () => {
    const folder = { Uid: 'f1', ParentUid: null, Name: 'Mine', SortOrder: 0, OwnerUserUid: 'u1' };
    const read = fileReader(savedSearchFolderWriteRules, [folder]);
    expect(read({ ...folder, OwnerUserUid: null, Name: 'Ours' }, folder)).toMatchObject({ record: { ...folder, Name: 'Ours' }, fixed: ['OwnerUserUid'] });
    expect(read({ ...folder, Uid: 'f2', OwnerUserUid: null })).toMatchObject({ record: { ...folder, Uid: 'f2', OwnerUserUid: null }, fixed: [] });
  });

  it('a file may bring the server record’s keys and the known fields; other keys are ignored and named', () => {
    const server = { Uid: 'a1', Alias: 'colour', AttributeType: 'TextAttribute', Special: 1 };
    const file = JSON.parse('{"Uid":"a1","Alias":"colour","Special":2,"Columns":6,"constructor":"x","__proto__":{"polluted":true},"Colour":"red"}') as Record<string, unknown>;
    const { record, ignored } = fileReader(attributeWriteRules, [server])(file, server);
    expect(ignored).toEqual(['constructor', '__proto__', 'Colour']);
    expect(record).toEqual({ ...server, Special: 2, Columns: 6 });
    expect(Object.hasOwn(record, 'constructor')).toBe(false);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a new record brings only known fields, those the server’s records of its kind carry included, and none the server keeps', () => {
    const peers = [
      { Uid: 'n1', AttributeType: 'NumberAttribute', Decimals: 2 },
      { Uid: 't1', AttributeType: 'TextAttribute', MaxLength: 80 },
    ];
    const read = fileReader(attributeWriteRules, peers);
    expect(read({ Uid: 'n2', AttributeType: 'NumberAttribute', Decimals: 3, MaxLength: 10, SubAttributes: [] })).toEqual({
      record: { Uid: 'n2', AttributeType: 'NumberAttribute', Decimals: 3, SubAttributes: [] },
      ignored: ['MaxLength'],
      kept: [],
      fixed: [],
    });
    const search = fileReader(savedSearchWriteRules)({ ...serverSearch, Uid: 's9' });
    expect(search).toEqual({ record: { Uid: 's9', Name: 'Red shoes', FolderUid: 'f1', SortOrder: 2 }, ignored: ['Extra'], kept: [], fixed: [] });
  });

  it('a record the server holds as a create sent it is that create, whatever the server added; another field value makes it someone else’s', () => {
    const sent = { Uid: 'S1', Name: 'Red shoes', FolderUid: null, Query: { Filters: [{ FieldUid: 'a', FilterValue: 'red' }] }, Created: 'not sent' };
    const held = { ...serverSearch, Name: 'Red shoes', FolderUid: undefined, Query: { BooleanOperator: 0, Filters: [{ FieldUid: 'a', FilterValue: 'red', QueryOperator: 0 }] } };
    expect(holdsWhatWasSent(savedSearchWriteRules, held, sent)).toBe(true);
    expect(holdsWhatWasSent(savedSearchWriteRules, { ...held, Name: 'Blue shoes' }, sent)).toBe(false);
    expect(holdsWhatWasSent(savedSearchWriteRules, { ...held, Query: { Filters: [] } }, sent)).toBe(false);
    expect(
      holdsWhatWasSent(attributeWriteRules, { Uid: 'a1', Alias: 'colour', Name: { 'en-GB': 'Colour', 'da-DK': 'Farve' } }, { Uid: 'a1', Alias: 'colour', Name: { 'en-GB': 'Colour', 'sv-SE': null } }),
    ).toBe(true);
    expect(holdsWhatWasSent(attributeWriteRules, { Uid: 'a1', Alias: 'colour', Name: { 'en-GB': 'Color' } }, { Uid: 'a1', Alias: 'colour', Name: { 'en-GB': 'Colour' } })).toBe(false);
  });

  it('a field the server fills in when a create sends none (a folder’s sort order) is no difference from a create that sent it null', () => {
    const sent = { Uid: 'F1', ParentUid: null, Name: 'Hand made', SortOrder: null, OwnerUserUid: null };
    const landed = { ...sent, Uid: 'f1', SortOrder: 7, Created: '2026-01-01T00:00:00Z' };
    expect(holdsWhatWasSent(savedSearchFolderWriteRules, landed, sent)).toBe(true);
    expect(holdsWhatWasSent(savedSearchFolderWriteRules, { ...landed, Name: 'Colleague’s' }, sent)).toBe(false);
    expect(holdsWhatWasSent(savedSearchFolderWriteRules, landed, { ...sent, SortOrder: 3 })).toBe(false);
    const search = { Uid: 's9', Name: 'Red shoes', SearchEntityTypeModel: 2, SortOrder: null, EnableTimeline: null, Query: null, ViewColumns: null };
    expect(holdsWhatWasSent(savedSearchWriteRules, { ...search, SortOrder: 0, EnableTimeline: false, Query: { BooleanOperator: 0, Filters: [] }, ViewColumns: [] }, search)).toBe(true);
  });

  it('an attribute’s names and descriptions, in every answer, are filled in too: a file’s null neither clears them nor tells its own create apart', () => {
    const server = { Uid: 'a1', Alias: 'colour', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Colour' }, Description: {} };
    const read = fileReader(attributeWriteRules, [server]);
    expect(read({ Uid: 'a1', Alias: 'colour', Name: null, Description: null }, server)).toMatchObject({ record: server, kept: ['AttributeType', 'Name', 'Description'] });
    expect(holdsWhatWasSent(attributeWriteRules, { ...server, Name: {} }, { Uid: 'a1', Alias: 'colour', Name: null, Description: null })).toBe(true);
  });

  it('a file’s null for a field the server fills in is no value: a create leaves it out, an update keeps the server’s', () => {
    const folder = { Uid: 'f1', ParentUid: null, Name: 'Mine', SortOrder: 4, OwnerUserUid: null };
    const read = fileReader(savedSearchFolderWriteRules, [folder]);
    expect(read({ ...folder, SortOrder: null, Name: 'Ours' }, folder)).toEqual({ record: { ...folder, Name: 'Ours' }, ignored: [], kept: ['SortOrder'], fixed: [] });
    expect(read({ ...folder, Uid: 'f2', SortOrder: null }).record).toEqual({ Uid: 'f2', ParentUid: null, Name: 'Mine', OwnerUserUid: null });
  });
});

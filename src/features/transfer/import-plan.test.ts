import { describe, expect, it } from 'vitest';
import { makeBundle, readBundle } from '../../api/model-bundle';
import { planImport, type ServerModels } from './import-plan';

const source = { apiBaseUrl: 'https://test/api', serverVersion: '4.0.0' };
const empty: ServerModels = { attributes: [], assetTypes: [], folders: [], savedSearches: [] };
let n = 0;
const newUid = () => `new-${++n}`;

describe('import plan', () => {
  it('orders folders parents first and sends a folder whose parent stayed behind to the top level', () => {
    const bundle = makeBundle(
      {
        savedSearchFolders: [
          { Uid: 'child', ParentUid: 'top', Name: 'Child', SortOrder: 0 },
          { Uid: 'top', ParentUid: 'not-exported', Name: 'Top', SortOrder: 0 },
        ],
        savedSearches: [{ Uid: 's1', Name: 'Red shoes', FolderUid: 'child', LastMofidied: '2026-01-01T00:00:00Z' }],
      },
      source,
    );
    const steps = planImport(bundle, empty, 'keep');
    expect(steps.map((step) => [step.kind, step.uid, step.status, step.dependsOn])).toEqual([
      ['folder', 'top', 'new', []],
      ['folder', 'child', 'new', ['top']],
      ['savedSearch', 's1', 'new', ['child']],
    ]);
    expect(steps[0]).toMatchObject({ record: { ParentUid: null }, note: 'Its parent folder is not here: it goes to the top level.' });
    expect(steps[2]!.record).not.toHaveProperty('LastMofidied');
  });

  it('as copies, gives every record a new uid and carries references along', () => {
    n = 0;
    const bundle = makeBundle(
      {
        attributes: [{ Uid: 'a1', Alias: 'colour', AttributeType: 'TextAttribute' }],
        savedSearchFolders: [{ Uid: 'f1', ParentUid: null, Name: 'Mine', SortOrder: 0 }],
        savedSearches: [{ Uid: 's1', Name: 'Red', FolderUid: 'f1' }],
      },
      source,
    );
    const server: ServerModels = {
      ...empty,
      attributes: [
        { Uid: 'a1', Alias: 'colour' },
        { Uid: 'x', Alias: 'colourCopy' },
      ],
    };
    const steps = planImport(bundle, server, 'copy', newUid);
    expect(steps.map((step) => [step.kind, step.uid, step.status])).toEqual([
      ['attribute', 'new-1', 'new'],
      ['folder', 'new-2', 'new'],
      ['savedSearch', 'new-3', 'new'],
    ]);
    expect(steps[0]!.record.Alias).toBe('colourCopy2');
    expect(steps[2]!.record.FolderUid).toBe('new-2');
    expect([steps[1]!.record.Name, steps[2]!.record.Name]).toEqual(['Mine (copy)', 'Red (copy)']);
  });

  it('refuses an attribute whose type differs here (a type cannot change)', () => {
    const bundle = makeBundle({ attributes: [{ Uid: 'a1', Alias: 'colour', AttributeType: 'NumberAttribute' }] }, source);
    const [step] = planImport(bundle, { ...empty, attributes: [{ Uid: 'a1', Alias: 'colour', AttributeType: 'TextAttribute' }] }, 'keep');
    expect(step).toMatchObject({ status: 'refused', reason: 'Its type is Text here and Number in the file: a type cannot change.' });
  });
});

describe('export file', () => {
  it('reads what it writes, and names what is wrong with a damaged file', () => {
    const bundle = makeBundle({ attributes: [{ Uid: 'a1', Alias: 'colour' }] }, source, new Date('2026-11-23T10:00:00Z'));
    expect(readBundle('\uFEFF' + JSON.stringify(bundle))).toEqual(bundle);
    expect(() => readBundle('not json')).toThrow('The file is not JSON.');
    expect(() => readBundle(JSON.stringify({ ...bundle, attributes: [{ Alias: 'x' }] }))).toThrow(/^The file is damaged at attributes\.0\.Uid: /);
  });
});

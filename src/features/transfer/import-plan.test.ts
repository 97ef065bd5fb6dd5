import { describe, expect, it } from 'vitest';
import { makeBundle, readBundle } from '../../api/model-bundle';
import type { AssetType } from '../../api/asset-types';
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

  it('refuses a folder that would be its own parent, or inside itself through other folders (the file’s or here), naming them, in either mode', () => {
    const bundle = makeBundle(
      {
        savedSearchFolders: [
          { Uid: 'self', ParentUid: 'SELF', Name: 'Loop', SortOrder: 0 },
          { Uid: 'a', ParentUid: 'b', Name: 'Alpha', SortOrder: 1 },
          { Uid: 'b', ParentUid: 'a', Name: 'Beta', SortOrder: 2 },
          { Uid: 'c', ParentUid: 'a', Name: 'Gamma', SortOrder: 3 },
        ],
        savedSearches: [{ Uid: 's1', Name: 'Red', FolderUid: 'c' }],
      },
      source,
    );
    const itself = 'Its parent folder (ParentUid) is itself: a folder cannot be its own parent.';
    const outcome = (steps: ReturnType<typeof planImport>) => steps.map((step) => [step.label, step.status, step.reason]);
    const expected = [
      ['Loop', 'refused', itself],
      ['Alpha', 'refused', 'Its parent folders lead back to it (“Alpha” / “Beta” / “Alpha”): a folder cannot be inside itself.'],
      ['Beta', 'refused', 'Its parent folders lead back to it (“Beta” / “Alpha” / “Beta”): a folder cannot be inside itself.'],
      // Not in a loop itself: it goes when its parent does (the apply skips it, naming Alpha).
      ['Gamma', 'new', undefined],
      ['Red', 'new', undefined],
    ];
    expect(outcome(planImport(bundle, empty, 'keep'))).toEqual(expected);
    // Here already, as the server has them (no loop there): the file's parents would make one.
    const here = { ...empty, folders: ['self', 'a', 'b'].map((Uid, SortOrder) => ({ Uid, ParentUid: null, Name: Uid, SortOrder })) };
    expect(outcome(planImport(bundle, here, 'keep'))).toEqual(expected);
    const copies = outcome(planImport(bundle, empty, 'copy', newUid));
    expect(copies.slice(0, 3)).toEqual([
      ['Loop (copy)', 'refused', itself],
      ['Alpha (copy)', 'refused', 'Its parent folders lead back to it (“Alpha (copy)” / “Beta (copy)” / “Alpha (copy)”): a folder cannot be inside itself.'],
      ['Beta (copy)', 'refused', 'Its parent folders lead back to it (“Beta (copy)” / “Alpha (copy)” / “Beta (copy)”): a folder cannot be inside itself.'],
    ]);

    // A folder put into one of its subfolders here: the loop goes through a folder the file does not hold.
    const nested = {
      ...empty,
      folders: [
        { Uid: 'top', ParentUid: null, Name: 'Top', SortOrder: 0 },
        { Uid: 'sub', ParentUid: 'top', Name: 'Sub', SortOrder: 0 },
      ],
    };
    const moved = makeBundle({ savedSearchFolders: [{ Uid: 'top', ParentUid: 'sub', Name: 'Top', SortOrder: 0 }] }, source);
    expect(outcome(planImport(moved, nested, 'keep'))).toEqual([['Top', 'refused', 'Its parent folders lead back to it (“Top” / “Sub” / “Top”): a folder cannot be inside itself.']]);
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

  it('refuses a new attribute the file gives no type, a bad alias, or an alias another of its attributes brings, before anything is sent', () => {
    const bundle = makeBundle(
      {
        attributes: [
          { Uid: 'a1', Alias: 'noType' },
          { Uid: 'a2', Alias: '9bad alias', AttributeType: 'TextAttribute' },
          { Uid: 'a3', AttributeType: 'TextAttribute' },
          { Uid: 'a4', Alias: 'brandNew', AttributeType: 'TextAttribute' },
          { Uid: 'a5', Alias: 'BRANDNEW', AttributeType: 'TextAttribute' },
        ],
      },
      source,
    );
    const steps = planImport(bundle, empty, 'keep');
    expect(steps.map((step) => [step.uid, step.status, step.reason])).toEqual([
      ['a1', 'refused', 'It has no type (AttributeType) in the file: the server would choose one, and a type cannot change.'],
      ['a2', 'refused', 'Alias may contain only letters a-z, A-Z and digits 0-9.'],
      ['a3', 'refused', 'Alias is required.'],
      ['a4', 'new', undefined],
      ['a5', 'refused', "Its alias “BRANDNEW” is another attribute's in this file too."],
    ]);
    // As copies, the two aliases get copies' aliases of their own; the others are still refused.
    expect(planImport(bundle, empty, 'copy', newUid).map((step) => step.status)).toEqual(['refused', 'refused', 'refused', 'new', 'new']);
  });

  it('takes an update the file gives no type (the type stays as it is here), and an alias the server already holds', () => {
    const bundle = makeBundle(
      {
        attributes: [
          { Uid: 'a1', Alias: 'colour', BackofficeName: 'Hue' },
          { Uid: 'a2', Alias: 'old_alias', BackofficeName: 'Old' },
        ],
      },
      source,
    );
    const here = [
      { Uid: 'a1', Alias: 'colour', AttributeType: 'TextAttribute' },
      { Uid: 'a2', Alias: 'old_alias', AttributeType: 'TextAttribute' },
    ];
    const steps = planImport(bundle, { ...empty, attributes: here }, 'keep');
    expect(steps[0]).toMatchObject({ status: 'differs', record: { AttributeType: 'TextAttribute', BackofficeName: 'Hue' } });
    expect(steps[1]).toMatchObject({ status: 'differs', record: { Alias: 'old_alias', BackofficeName: 'Old' } });
  });

  it('refuses a record whose uid an earlier one of the file has (compared as the server does, ignoring case), in either mode', () => {
    const bundle = makeBundle(
      {
        attributes: [
          { Uid: 'a1', Alias: 'colour', AttributeType: 'TextAttribute' },
          { Uid: 'A1', Alias: 'colour', BackofficeName: 'Pasted', AttributeType: 'TextAttribute' },
        ],
        savedSearchFolders: [
          { Uid: 'f1', ParentUid: null, Name: 'Mine', SortOrder: 0 },
          { Uid: 'f1', ParentUid: null, Name: 'Pasted', SortOrder: 1 },
        ],
      },
      source,
    );
    const repeated = 'refused';
    expect(planImport(bundle, empty, 'keep').map((step) => [step.label, step.status, step.reason])).toEqual([
      ['colour', 'new', undefined],
      ['colour', repeated, 'It has the same uid as “colour”, earlier in the file: a uid names one record, so this one is not imported.'],
      ['Mine', 'new', undefined],
      ['Pasted', repeated, 'It has the same uid as “Mine”, earlier in the file: a uid names one record, so this one is not imported.'],
    ]);
    // Here already: the first updates it, the pasted one does not rename it.
    const here = { ...empty, folders: [{ Uid: 'f1', ParentUid: null, Name: 'Old', SortOrder: 0 }] };
    expect(
      planImport(bundle, here, 'keep')
        .filter((step) => step.kind === 'folder')
        .map((step) => [step.status, step.record.Name]),
    ).toEqual([
      ['differs', 'Mine'],
      [repeated, 'Pasted'],
    ]);
    n = 0;
    const copies = planImport(bundle, empty, 'copy', newUid);
    expect(copies.map((step) => [step.uid, step.status])).toEqual([
      ['new-1', 'new'],
      ['new-1', repeated],
      ['new-2', 'new'],
      ['new-2', repeated],
    ]);
  });

  it('refuses an asset type whose layout a hand edit broke (a dropped list, an item pasted twice), in either mode: a PUT would replace the layout here', () => {
    const property = { Uid: 'p1', AttributeUid: 'a1', Type: 'AttributeSetup' };
    const layout = (tabs: unknown) => ({ Uid: 'at1', Alias: 'image', Label: 'Image', Configuration: tabs === undefined ? {} : { Tabs: tabs } }) as AssetType;
    const dynamicTab = (sections: unknown[]) => ({ Uid: 't1', Label: 'General', Type: 'DynamicTabSetup', Sections: sections });
    const section = (properties?: unknown[]) => ({ Uid: 's1', Headline: 'Basics', ...(properties && { Properties: properties }) });
    const server: ServerModels = { ...empty, attributes: [{ Uid: 'a1', Alias: 'colour' }], assetTypes: [layout([{ Uid: 'f1', Type: 'FileTab' }, dynamicTab([section([property])])])] };
    const planned = (assetType: AssetType, mode: 'keep' | 'copy' = 'keep') =>
      planImport(makeBundle({ assetTypes: [assetType] }, source), server, mode, newUid).map((step) => [step.status, step.reason]);
    const gone = (path: string) => `Its layout lacks ${path} (a list): written as it is, it would remove what is there here. Nothing of this asset type is imported.`;

    expect(planned(layout(undefined))).toEqual([['refused', gone('Configuration.Tabs')]]);
    expect(planned(layout(undefined), 'copy')).toEqual([['refused', gone('Configuration.Tabs')]]);
    expect(planned(layout([{ Uid: 't1', Label: 'General', Type: 'DynamicTabSetup' }]))).toEqual([['refused', gone('Configuration.Tabs.0.Sections')]]);
    expect(planned(layout([dynamicTab([section()])]))).toEqual([['refused', gone('Configuration.Tabs.0.Sections.0.Properties')]]);
    expect(planned(layout([{ Uid: 'f1', Type: 'FileTab' }, dynamicTab([section([property, { ...property, Mandatory: true }])])]))).toEqual([
      [
        'refused',
        'Its layout has one uid at Configuration.Tabs.1.Sections.0.Properties.0 and again at Configuration.Tabs.1.Sections.0.Properties.1: each tab, section and property needs its own. Nothing of this asset type is imported.',
      ],
    ]);
    // A whole layout (a fixed tab carries no sections) is written; no layout in the file keeps the one here.
    expect(planned(layout([{ Uid: 'f1', Type: 'FileTab' }, dynamicTab([section([{ ...property, Mandatory: true }])])]))).toEqual([['differs', undefined]]);
    expect(planned({ Uid: 'at1', Alias: 'image', Label: 'Image v2' })).toEqual([['differs', undefined]]);
  });

  it('gives a new folder or search whose sort order another item of its level has here the next one after the level’s last, and says so: no level is left tied', () => {
    const server: ServerModels = {
      ...empty,
      folders: [
        { Uid: 'top-0', ParentUid: null, Name: 'Marketing', SortOrder: 0 },
        { Uid: 'top-1', ParentUid: null, Name: 'Purchasing', SortOrder: 1 },
      ],
      savedSearches: [{ Uid: 's-0', Name: 'All products', FolderUid: null, SortOrder: 0 }],
    };
    const bundle = makeBundle(
      {
        savedSearchFolders: [
          { Uid: 'new-a', ParentUid: null, Name: 'From test', SortOrder: 1 },
          { Uid: 'new-b', ParentUid: null, Name: 'Free place', SortOrder: 7 },
          { Uid: 'new-c', ParentUid: 'new-a', Name: 'Inside', SortOrder: 0 },
        ],
        savedSearches: [{ Uid: 's-new', Name: 'Red shoes', FolderUid: null, SortOrder: 0 }],
      },
      source,
    );
    const moved = (given: number) => `Its sort order in the file (${given}) is another item's in the same place here: it goes last there, so no two share one.`;
    expect(planImport(bundle, server, 'keep').map((step) => [step.label, step.record.SortOrder, step.note])).toEqual([
      ['From test', 2, moved(1)],
      ['Free place', 7, undefined],
      ['Inside', 0, undefined],
      ['Red shoes', 1, moved(0)],
    ]);
    // Copies land beside their originals' numbers: each goes last in its level instead; a copied folder's content keeps its own.
    n = 0;
    const copies = planImport(makeBundle({ savedSearchFolders: server.folders, savedSearches: server.savedSearches }, source), server, 'copy', newUid);
    expect(copies.map((step) => [step.label, step.record.SortOrder])).toEqual([
      ['Marketing (copy)', 2],
      ['Purchasing (copy)', 3],
      ['All products (copy)', 1],
    ]);
  });

  it('finds a record here whatever the case of its uid in the file, and writes it under the uid the server has', () => {
    const bundle = makeBundle({ attributes: [{ Uid: 'AB-CD', Alias: 'colour', BackofficeName: 'Hue', AttributeType: 'TextAttribute' }] }, source);
    const [step] = planImport(bundle, { ...empty, attributes: [{ Uid: 'ab-cd', Alias: 'colour', BackofficeName: 'Colour', AttributeType: 'TextAttribute' }] }, 'keep');
    expect(step).toMatchObject({ status: 'differs', uid: 'ab-cd', record: { Uid: 'ab-cd', BackofficeName: 'Hue' } });
    expect(step!.changes.map((change) => change.path)).toEqual(['BackofficeName']);
  });

  it('writes a text under a language’s code in other letters under that code, and refuses two different texts for one language', () => {
    const cultureCodes = ['en-GB', 'da-DK'];
    const bundle = makeBundle(
      {
        attributes: [
          { Uid: 'a1', Alias: 'colour', AttributeType: 'TextAttribute', Name: { 'DA-dk': 'Farve' }, Description: { 'EN-gb': 'Colour', 'da-DK': '' } },
          { Uid: 'a2', Alias: 'size', AttributeType: 'TextAttribute', Name: { 'da-DK': 'Størrelse', 'da-dk': 'Mål' } },
        ],
      },
      source,
    );
    const [colour, size] = planImport(bundle, { ...empty, cultureCodes }, 'keep');
    expect(colour).toMatchObject({ status: 'new', record: { Name: { 'da-DK': 'Farve' }, Description: { 'en-GB': 'Colour', 'da-DK': '' } } });
    expect(colour!.note).toBe(
      'Its texts under DA-dk are written under da-DK, as this environment spells that language’s code. Its texts under EN-gb are written under en-GB, as this environment spells that language’s code.',
    );
    expect(size).toMatchObject({ status: 'refused', reason: 'It has two different texts for da-DK (one under da-dk): keep one in the file.' });
  });

  it('writes a text under a language’s code written with an underscore under that code', () => {
    const cultureCodes = ['en-GB', 'nb-NO', 'zh-Hant-TW'];
    const bundle = makeBundle(
      {
        attributes: [
          { Uid: 'a1', Alias: 'colour', AttributeType: 'TextAttribute', Name: { nb_no: 'Farge', zh_hant_tw: '顏色' } },
          { Uid: 'a2', Alias: 'size', AttributeType: 'TextAttribute', Name: { 'nb-NO': 'Størrelse', nb_NO: 'Mål' } },
        ],
      },
      source,
    );
    const [colour, size] = planImport(bundle, { ...empty, cultureCodes }, 'keep');
    expect(colour).toMatchObject({ status: 'new', record: { Name: { 'nb-NO': 'Farge', 'zh-Hant-TW': '顏色' } } });
    expect(colour!.note).toContain('Its texts under nb_no are written under nb-NO, as this environment spells that language’s code.');
    expect(colour!.note).toContain('Its texts under zh_hant_tw are written under zh-Hant-TW');
    expect(colour).not.toHaveProperty('leftOut');
    expect(size).toMatchObject({ status: 'refused', reason: 'It has two different texts for nb-NO (one under nb_NO): keep one in the file.' });
  });

  it('leaves out texts under a code no language here has (fi_FI with no fi-FI, de-CH, a key that is no code): they are named, never written', () => {
    const cultureCodes = ['en-GB', 'da-DK'];
    const server: ServerModels = { ...empty, cultureCodes, attributes: [{ Uid: 'a2', Alias: 'size', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Size', 'de-CH': 'Alt' } }] };
    const bundle = makeBundle(
      {
        attributes: [
          { Uid: 'a1', Alias: 'colour', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Colour', fi_FI: 'Väri', 'x!y': 'Odd', sv_SE: null }, Description: { 'de-CH': 'Farbe' } },
          { Uid: 'a2', Alias: 'size', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Size', 'de-CH': 'Grösse' } },
        ],
      },
      source,
    );
    const [colour, size] = planImport(bundle, server, 'keep');
    expect(colour).toMatchObject({ status: 'new', record: { Name: { 'en-GB': 'Colour' }, Description: {} }, leftOut: ['de-CH', 'fi_FI', 'x!y'] });
    expect(colour).not.toHaveProperty('note');
    // What the server has under such a code stays as it is: the file's text is no change.
    expect(size).toMatchObject({ status: 'same', record: { Name: { 'en-GB': 'Size', 'de-CH': 'Alt' } }, leftOut: ['de-CH'] });
  });
});

describe('export file', () => {
  it('reads what it writes, and names what is wrong with a damaged file', () => {
    const bundle = makeBundle({ attributes: [{ Uid: 'a1', Alias: 'colour' }] }, source, new Date('2026-11-23T10:00:00Z'));
    expect(readBundle('\uFEFF' + JSON.stringify(bundle))).toEqual(bundle);
    expect(() => readBundle('not json')).toThrow('The file is not JSON.');
    expect(() => readBundle(JSON.stringify({ ...bundle, attributes: [{ Alias: 'x' }] }))).toThrow('The file is damaged at attribute 1 (“x”), Uid: it should be a text.');
    expect(() => readBundle(JSON.stringify({ ...bundle, attributes: [bundle.attributes[0], { Uid: 'a2', Alias: 'y', Name: 'Plain' }] }))).toThrow(
      'The file is damaged at attribute 2 (“y”), Name: it should be an object ({…}).',
    );
    expect(() => readBundle(JSON.stringify({ ...bundle, attributes: {} }))).toThrow('The file is damaged at attributes: it should be a list ([…]).');
  });
});

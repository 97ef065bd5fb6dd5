import type { HttpHandler } from 'msw';
import { assetTypeSchema, FILE_TYPES, type AssetType } from '../api/asset-types';
import { isUuid, newUuid } from './ids';
import { notFound } from './problem';
import { json, jsonBody, noContent, route } from './routing';
import { getStore, listBody } from './store';
import { checkOptional, checkShape, FieldCheck, isObject, readObject, requireUuid, uidKey, type JsonObject } from './validate';

const FILE_TYPE_VALUES: unknown[] = FILE_TYPES.map((type) => type.value);

function findAssetType(uid: string): AssetType {
  const assetType = isUuid(uid) ? getStore().assetTypes.get(uidKey(uid)) : undefined;
  if (!assetType) throw notFound(`There is no asset type with the uid ${uid}.`);
  return assetType;
}

/** Tabs, sections and properties sent without a Uid get one, as the service assigns them. */
function fillLayoutUids(body: JsonObject): void {
  const fill = (items: unknown, children?: string, grandChildren?: string) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (!isObject(item)) continue;
      if (item.Uid === undefined) item.Uid = newUuid();
      if (children) fill(item[children], grandChildren);
    }
  };
  if (isObject(body.Configuration)) fill(body.Configuration.Tabs, 'Sections', 'Properties');
}

/** Every property must place an attribute that exists; errors name the property's path. */
function checkPlacedAttributes(assetType: AssetType, check: FieldCheck): void {
  const attributes = getStore().attributes;
  assetType.Configuration?.Tabs?.forEach((tab, t) =>
    tab.Sections?.forEach((section, s) =>
      section.Properties?.forEach((property, p) => {
        if (!isUuid(property.AttributeUid) || !attributes.has(uidKey(property.AttributeUid))) {
          const path = `Configuration.Tabs[${t}].Sections[${s}].Properties[${p}].AttributeUid`;
          check.add(path, `There is no attribute with the uid ${property.AttributeUid} to place here.`);
        }
      }),
    ),
  );
}

const PERMISSION_FIELDS = ['ViewPermission', 'SavePermission'] as const;

/** pim-api.md: a tab's, section's or property's permissions are permission ids (uuid) or null. */
function checkPermissions(assetType: AssetType, check: FieldCheck): void {
  const checkItem = (item: { ViewPermission?: string | null; SavePermission?: string | null }, path: string) => {
    for (const field of PERMISSION_FIELDS) {
      const value = item[field];
      if (value != null && !isUuid(value)) check.add(`${path}.${field}`, `${field} must be a permission id (a uuid), not "${value}".`);
    }
  };
  assetType.Configuration?.Tabs?.forEach((tab, t) => {
    checkItem(tab, `Configuration.Tabs[${t}]`);
    tab.Sections?.forEach((section, s) => {
      checkItem(section, `Configuration.Tabs[${t}].Sections[${s}]`);
      section.Properties?.forEach((property, p) => checkItem(property, `Configuration.Tabs[${t}].Sections[${s}].Properties[${p}]`));
    });
  });
}

/** decisions.md: alias and label required, alias unique (case-insensitive), known file types, existing attributes. */
function checkAssetType(body: JsonObject, selfKey: string | null, check: FieldCheck): AssetType {
  fillLayoutUids(body);
  checkShape(assetTypeSchema, body, check);
  const { Alias, Label, AllowedFileTypes } = body;
  if (typeof Alias !== 'string' || Alias.trim() === '') {
    if (!check.has('Alias')) check.add('Alias', 'Alias is required.');
  } else {
    const wanted = Alias.toLowerCase();
    const owner = getStore()
      .assetTypes.entries()
      .find(([key, assetType]) => key !== selfKey && assetType.Alias?.toLowerCase() === wanted);
    if (owner) check.add('Alias', `The alias ${owner[1].Alias} is already used by the asset type "${owner[1].Label ?? owner[1].Uid}".`);
  }
  if (typeof Label !== 'string' || Label.trim() === '') {
    if (!check.has('Label')) check.add('Label', 'Label is required.');
  }
  if (Array.isArray(AllowedFileTypes)) {
    AllowedFileTypes.forEach((value, i) => {
      if (!FILE_TYPE_VALUES.includes(value)) check.add(`AllowedFileTypes[${i}]`, `${String(value)} is not a file type (0-5).`);
    });
  }
  const parsed = assetTypeSchema.safeParse(body);
  if (parsed.success) {
    checkPlacedAttributes(parsed.data, check);
    checkPermissions(parsed.data, check);
  }
  check.done();
  return body as AssetType;
}

export function assetTypeHandlers(baseUrl: string): HttpHandler[] {
  return [
    route(baseUrl, 'GET', '/v1/assettypes', async () => jsonBody(await listBody('assetTypes'))),

    route(baseUrl, 'GET', '/v1/assettypes/{uid}', ({ params }) => json(findAssetType(params.uid ?? ''))),

    route(baseUrl, 'POST', '/v1/assettypes', async ({ request }) => {
      const body = await readObject(request);
      const check = new FieldCheck();
      checkOptional(body, 'Uid', check, 'uuid', true);
      if (typeof body.Uid !== 'string') body.Uid = newUuid();
      const key = uidKey(String(body.Uid));
      if (!check.has('Uid') && getStore().assetTypes.has(key)) check.add('Uid', `An asset type with the uid ${String(body.Uid)} already exists.`);
      const assetType = checkAssetType(body, null, check);
      getStore().assetTypes.set(key, assetType);
      return noContent();
    }),

    route(baseUrl, 'PUT', '/v1/assettypes', async ({ request }) => {
      const body = await readObject(request);
      const stored = findAssetType(requireUuid(body, 'Uid'));
      const assetType = checkAssetType(body, uidKey(stored.Uid), new FieldCheck());
      getStore().assetTypes.set(uidKey(stored.Uid), { ...assetType, Uid: stored.Uid });
      return noContent();
    }),

    route(baseUrl, 'DELETE', '/v1/assettypes/{uid}', ({ params }) => {
      const assetType = findAssetType(params.uid ?? '');
      getStore().assetTypes.delete(uidKey(assetType.Uid));
      return noContent();
    }),
  ];
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assetTypeQueries, type AssetType } from '../../api/asset-types';
import type { ComboboxOption } from '../../components/combobox';
import { propertiesOf, sectionsOf, tabsOf } from './layout-tree';

type WithPermissions = { ViewPermission?: string | null; SavePermission?: string | null };

/** Every item of an asset type that can carry permissions: its tabs, sections and properties. */
function itemsWithPermissions(assetType: AssetType): WithPermissions[] {
  return tabsOf(assetType).flatMap((tab) => [tab, ...sectionsOf(tab).flatMap((section) => [section, ...propertiesOf(section)])]);
}

/** The permission ids used across asset types, most used first, with how many items use each. */
export function permissionsInUse(assetTypes: readonly AssetType[]): ComboboxOption[] {
  const counts = new Map<string, number>();
  for (const assetType of assetTypes) {
    for (const item of itemsWithPermissions(assetType)) {
      for (const permission of [item.ViewPermission, item.SavePermission]) if (permission) counts.set(permission, (counts.get(permission) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, count]) => ({ value, count }));
}

/**
 * The permissions in use on the server's asset types (the list the asset types page reads), once `wanted`:
 * the designer opens without reading every asset type (its largest has 5,000 properties).
 */
export function usePermissionsInUse(wanted: boolean): readonly ComboboxOption[] {
  const { data } = useQuery({ ...assetTypeQueries.all(), enabled: wanted });
  return useMemo(() => permissionsInUse(data ?? []), [data]);
}

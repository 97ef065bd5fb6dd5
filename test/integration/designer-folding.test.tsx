import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { renderApp } from '../render-app';

const IMAGE = assetTypeUid(1);

async function openImage() {
  const view = renderApp(`/asset-types/${IMAGE}`);
  await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, { timeout: 5000 });
  return view;
}

const propertyList = (section: string) => screen.queryByRole('list', { name: `Properties of ${section}` });
const tab = (name: string) => within(screen.getByRole('list', { name: 'Tabs' })).getByRole('button', { name });

describe('Designer: long sections fold', () => {
  it('a section folds and shows again, and stays folded across a switch of tab', async () => {
    const { user } = await openImage();
    expect(propertyList('Basics')).toBeInTheDocument();
    const fold = screen.getByRole('button', { name: 'Fold the properties of Basics' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(propertyList('Basics')).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show the properties of Basics' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).toHaveFocus();

    await user.click(tab('Marketing'));
    await user.click(tab('General'));
    expect(propertyList('Basics')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the properties of Basics' }));
    expect(propertyList('Basics')).toBeInTheDocument();
  });

  it('folds every section of the tab at once, and shows them all again', async () => {
    const { user } = await openImage();
    const sections = screen.getAllByRole('button', { name: /^Fold the properties of / });
    expect(sections.length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Fold all sections' }));
    expect(screen.queryAllByRole('button', { name: /^Fold the properties of / })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Show the properties of / })).toHaveLength(sections.length);
    await user.click(screen.getByRole('button', { name: 'Show all sections’ properties' }));
    expect(screen.getAllByRole('button', { name: /^Fold the properties of / })).toHaveLength(sections.length);
  });
});

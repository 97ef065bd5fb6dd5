import { expect, expectNoSeriousA11yViolations, gotoAndWait, test } from './fixtures';

const getAttribute = (uid: string) => fetch(`/api/attributes/${uid}`, { headers: { Authorization: 'demo-key' } }).then((response) => response.json());

test('a translation typed in the grid stores that name and changes nothing else', async ({ page }) => {
  await gotoAndWait(page, '/translations?missing=fr-CA');
  const grid = page.getByRole('grid', { name: 'Names by language' });
  const cell = grid.getByRole('textbox', { name: / name in fr-CA$/ }).first();
  await expect(cell).toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'the translations page');
  const alias = (await cell.getAttribute('aria-label'))!.replace(/ name in fr-CA$/, '');
  const uid = await page.evaluate(
    async (wanted) =>
      ((await (await fetch('/api/attributes', { headers: { Authorization: 'demo-key' } })).json()) as { Uid: string; Alias: string }[]).find((attribute) => attribute.Alias === wanted)!.Uid,
    alias,
  );
  const before = await page.evaluate(getAttribute, uid);

  await cell.fill('Nom traduit');
  await cell.press('Enter');
  await expect(cell).toHaveAccessibleDescription('Saved');
  await expect(grid.getByRole('textbox', { name: / name in fr-CA$/ }).nth(1)).toBeFocused();

  const after = await page.evaluate(getAttribute, uid);
  expect(after).toEqual({ ...before, Name: { ...before.Name, 'fr-CA': 'Nom traduit' } });
  // The saved row stays in view under the "missing in" filter until the filter changes.
  await expect(cell).toHaveValue('Nom traduit');
  await page.reload();
  await expect(page.getByRole('textbox', { name: `${alias} name in fr-CA` })).toHaveCount(0);
});

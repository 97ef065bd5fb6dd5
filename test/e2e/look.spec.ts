import type { Locator, Page } from '@playwright/test';
import { expect, gotoAndWait, openColour, saveButton, test } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('at 1024 px the navigation is a rail of named icons; its menu button shows the names, by keyboard too', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoAndWait(page, '/attributes');
  const attributes = nav(page).getByRole('link', { name: 'Attributes', exact: true });
  expect((await nav(page).boundingBox())!.width).toBeLessThanOrEqual(64);
  await expect(attributes.locator('svg')).toBeVisible();
  expect((await attributes.boundingBox())!.width).toBeLessThanOrEqual(48);

  const menu = nav(page).getByRole('button', { name: 'Show names in the menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect((await attributes.boundingBox())!.width).toBeGreaterThan(120);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  expect((await attributes.boundingBox())!.width).toBeGreaterThan(120);
});

async function style(locator: Locator) {
  return locator.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { background: computed.backgroundColor, border: computed.borderTopStyle, color: computed.color, height: Math.round(element.getBoundingClientRect().height), font: computed.fontSize };
  });
}

test('the same action looks the same on every page: Refresh a button, Delete a red button', async ({ page }) => {
  await gotoAndWait(page, '/attributes');
  const onAttributes = await style(page.getByRole('button', { name: 'Refresh the attributes' }));
  expect(onAttributes.border).toBe('solid');
  await gotoAndWait(page, '/asset-types');
  expect(await style(page.getByRole('button', { name: 'Refresh the asset types' }))).toEqual(onAttributes);
  // The danger token (#ce2c31): Delete reads as destructive, not as plain text.
  expect((await style(page.getByRole('button', { name: 'Delete Image' }))).color).toBe('rgb(206, 44, 49)');
});

test('a message after saving does not cover the sticky Save', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openColour(page);
  await page.getByLabel('Backoffice name').fill('Colour (checked)');
  await saveButton(page).click();
  const toast = page.locator('.toast').filter({ hasText: /saved/i });
  await expect(toast).toBeVisible();
  const message = (await toast.boundingBox())!;
  const save = (await saveButton(page).boundingBox())!;
  const overlap = message.x < save.x + save.width && save.x < message.x + message.width && message.y < save.y + save.height && save.y < message.y + message.height;
  expect(overlap, 'the message lies over the Save button').toBe(false);
});

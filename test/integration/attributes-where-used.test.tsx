import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setLatency } from '../../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

// The editor loads its route chunk and three queries; on a busy 2-core machine that can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

function recordReferenceBatches() {
  const sizes: number[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/attributes/batch/references')) {
      sizes.push(((await request.clone().json()) as unknown[]).length);
    }
  });
  return sizes;
}

async function openReport(path = '/attributes?report=where-used') {
  const view = renderApp(path);
  const report = (await screen.findByRole('heading', { level: 2, name: 'Where used' })).closest('section')!;
  return { ...view, report };
}

describe('Where used report', () => {
  it('finds unused and most referenced attributes over all of them, and says what it checked', async () => {
    const sizes = recordReferenceBatches();
    const { user, report } = await openReport();
    await user.click(within(report).getByRole('radio', { name: /All attributes/ }));
    await user.click(within(report).getByRole('button', { name: 'Check references' }));
    expect(
      await within(report).findByText(/^Checked 2\d\d attributes against server references, 5 asset types, 35 saved searches, 5 attribute reference attributes: \d+ unused, \d+ used\./),
    ).toBeInTheDocument();
    const most = within(report).getByRole('region', { name: 'Most referenced' });
    // The seed's "colour" is referenced from every kind of place, so it is among the first.
    expect(within(most).getAllByRole('row').length).toBeGreaterThan(5);
    expect(within(most).getByRole('link', { name: 'Colour' })).toHaveAttribute('href', expect.stringMatching(/^\/attributes\//));
    expect(sizes).toHaveLength(1);
  });

  it('does not call an attribute unused that an asset type places, and links the asset type', async () => {
    const { user, report } = await openReport();
    await user.click(within(report).getByRole('radio', { name: /All attributes/ }));
    await user.click(within(report).getByRole('button', { name: 'Check references' }));
    const unused = await within(report).findByRole('region', { name: /^Unused/ });
    // "availableTo" has no server references; only the Image asset type places it.
    expect(within(unused).queryByText('availableTo')).not.toBeInTheDocument();
    const modelsOnly = within(report).getByRole('region', { name: /^Used only by the models/ });
    const line = within(modelsOnly).getByText('availableTo').closest('li')!;
    expect(within(line).getByRole('link', { name: 'Image' })).toHaveAttribute('href', expect.stringMatching(/^\/asset-types\//));
    expect(line).toHaveTextContent(/placed in Image/);
  });

  it('checks only the attributes the search shows when asked', async () => {
    const sizes = recordReferenceBatches();
    const { user, report } = await openReport('/attributes?report=where-used&q=colour');
    await user.click(within(report).getByRole('radio', { name: /ones shown/ }));
    await user.click(within(report).getByRole('button', { name: 'Check references' }));
    expect(await within(report).findByText(/^Checked [1-9] attributes against /)).toBeInTheDocument();
    expect(sizes[0]).toBeLessThan(10);
  });

  it('splits 12,000 attributes into three requests of at most 5000, with a progress bar', async () => {
    const many = Array.from({ length: 12_000 }, (_, i) => ({
      Uid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      Alias: `generated${i}`,
      Name: { 'en-GB': `Generated ${i}` },
      AttributeType: 'TextAttribute',
    }));
    mockServer.use(http.get(`${TEST_API_BASE_URL}/attributes`, () => HttpResponse.json(many)));
    const sizes = recordReferenceBatches();
    const { user, report } = await openReport();
    await user.click(within(report).getByRole('radio', { name: /All attributes \(12,000\)/ }));
    // Slow answers, so the progress bar can be seen before the report.
    setLatency(300);
    await user.click(within(report).getByRole('button', { name: 'Check references' }));
    const progress = await within(report).findByRole('progressbar', { name: 'References checked' });
    expect(progress).toHaveAttribute('aria-valuemax', '12000');
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeLessThan(12_000);
    expect(await within(report).findByText(/^Checked 12,000 attributes against .*: 12,000 unused/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    // Nothing here deletes them: the page says so and hands the list on.
    const unused = within(report).getByRole('region', { name: 'Unused (12,000)' });
    expect(within(unused).getByText(/^Attributes cannot be deleted here: .* send this list to whoever administers the service\.$/)).toBeInTheDocument();
    await user.click(within(unused).getByRole('button', { name: 'Copy the list of 12,000 unused' }));
    expect(within(unused).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    const copied = (await navigator.clipboard.readText()).split('\n');
    expect(copied[0]).toBe('Alias\tName\tId');
    expect(copied).toHaveLength(12_001);
    expect(sizes.sort((a, b) => b - a)).toEqual([5000, 5000, 2000]);
  });

  it('exports the report as a CSV file', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, report } = await openReport('/attributes?report=where-used&q=colour');
    await user.click(within(report).getByRole('button', { name: 'Check references' }));
    await user.click(await within(report).findByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await created[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Uid,Alias,Name,Type,Total references,Categories,Category attribute values,Product attribute values,Variant attribute values,Global list values,Product structures,Variation definitions,Placed in asset types,Filtered on by saved searches,Shown as a column by saved searches,Can be picked in attribute reference attributes',
    );
    expect(lines.find((line) => line.split(',')[1] === 'colour')).toMatch(/,Colour,FixedListAttribute,[1-9]\d*,3,/);
  });

  it('says what went wrong when the server refuses', async () => {
    mockServer.use(http.post(`${TEST_API_BASE_URL}/attributes/batch/references`, () => HttpResponse.json({ Title: 'Down for maintenance', Status: 503 }, { status: 503 })));
    const { user, report } = await openReport();
    await user.click(within(report).getByRole('button', { name: 'Check references' }));
    await waitFor(() => expect(within(report).getByRole('alert')).toHaveTextContent(/Could not check the references/));
    expect(within(report).getByRole('button', { name: 'Check references' })).toBeEnabled();
  });

  it('closing the report gives the focus back to the Where used button', async () => {
    const { user, report } = await openReport();
    await user.click(within(report).getByRole('button', { name: 'Close report' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Where used' })).not.toBeInTheDocument());
    const opener = screen.getByRole('button', { name: 'Where used' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });
});

describe('References panel of an attribute', () => {
  it('lists the models that use it, by kind and linked, beside the server’s references', async () => {
    const all = (await (await fetch(`${TEST_API_BASE_URL}/attributes`, { headers: { Authorization: 'test-key' } })).json()) as { Uid: string; Alias: string }[];
    const tags = all.find((attribute) => attribute.Alias === 'tags')!;
    renderApp(`/attributes/${tags.Uid}`);
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Where used' })).closest('section')!;
    const placed = await within(panel).findByRole('region', { name: 'Placed in asset types: 2' });
    expect(within(placed).getByRole('link', { name: 'Image' })).toHaveAttribute('href', expect.stringMatching(/^\/asset-types\//));
    expect(within(placed).getByRole('link', { name: 'Video' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: 'In products, categories and lists' })).toBeInTheDocument();
  });

  it('groups and counts the server’s ids, copies them, and names every attribute references come through', async () => {
    const all = (await (await fetch(`${TEST_API_BASE_URL}/attributes`, { headers: { Authorization: 'test-key' } })).json()) as { Uid: string; Alias: string }[];
    const colour = all.find((attribute) => attribute.Alias === 'colour')!;
    const references = (await (await fetch(`${TEST_API_BASE_URL}/attributes/${colour.Uid}/references`, { headers: { Authorization: 'test-key' } })).json()) as {
      ReferencingCategories: number[];
    };
    const { user } = renderApp(`/attributes/${colour.Uid}`);
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Where used' })).closest('section')!;
    const categories = await within(panel).findByRole('region', { name: `Categories: ${references.ReferencingCategories.length}` });
    await user.click(within(categories).getByRole('button', { name: /^Copy (all \d+ ids|the id)$/ }));
    expect(await within(categories).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(references.ReferencingCategories.join('\n'));
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;
    const links = within(panel).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => uuid.test(link.textContent ?? ''))).toEqual([]);
  });
});

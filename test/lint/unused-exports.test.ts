import { rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unusedExports } from './unused-exports';

const repoRoot = process.cwd();

describe('no dead exports in src/', () => {
  it('every export of src/ is imported somewhere', () => {
    expect(unusedExports(repoRoot)).toEqual([]);
  }, 60_000);

  it('finds an export nobody imports', () => {
    const probe = `${repoRoot}/src/components/unused-export-probe-${process.pid}.ts`;
    writeFileSync(probe, 'export const nobodyImportsThis = 1;\n');
    try {
      expect(unusedExports(repoRoot)).toContain(`src/components/unused-export-probe-${process.pid}.ts: nobodyImportsThis`);
    } finally {
      rmSync(probe, { force: true });
    }
  }, 60_000);
});

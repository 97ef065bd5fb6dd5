import { describe, expect, it } from 'vitest';
import { fileTypeLabels } from './file-types';

describe('fileTypeLabels', () => {
  it('names the file types with the labels of decisions.md', () => {
    expect(fileTypeLabels({ AllowedFileTypes: [1, 4] })).toBe('Images, Documents');
    expect(fileTypeLabels({ AllowedFileTypes: [] })).toBe('None');
    expect(fileTypeLabels({ AllowedFileTypes: [9] })).toBe('9');
  });

  it('names the extensions where specified extensions are allowed', () => {
    expect(fileTypeLabels({ AllowedFileTypes: [1, 5], SpecifiedExtensions: ['pdf', 'tiff'] })).toBe('Images, Specified extensions (pdf, tiff)');
    expect(fileTypeLabels({ AllowedFileTypes: [5], SpecifiedExtensions: [] })).toBe('Specified extensions');
  });
});

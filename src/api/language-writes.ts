import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from './http';
import { LANGUAGES_KEY_ROOT as root, type Language, type NewLanguage } from './languages';

// The languages page's writes, apart from languages.ts: every page loads that module at start.

export function useAddLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: [root] },
    mutationFn: (body: NewLanguage) => http.post('/v1/Languages', body, z.int()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: [root] },
    mutationFn: (language: Language) => http.put('/v1/Languages', language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/**
 * The language an addition made: its code with the name it sent. A code is a natural key, so a colleague may have taken
 * it meanwhile under another name: that is not this addition.
 */
export const madeBy = (code: string, name: string) => (language: Language) => language.CultureCode.toLowerCase() === code.toLowerCase() && (language.Name ?? '').trim() === name.trim();

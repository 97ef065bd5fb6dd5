import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useTypingDuringSave } from './keep-typed-since';

type Column = { key: string; FieldUid: string; Width: string };
type Values = { Name: string; ViewColumns: Column[] };
const column = (FieldUid: string, Width = '', key = `k-${FieldUid}`): Column => ({ key, FieldUid, Width });

function setUp(lists?: Record<string, string>) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { Name: 'Search', ViewColumns: [column('name'), column('sku'), column('brand')] } });
    return { form, typing: useTypingDuringSave(form, lists) };
  });
}

describe('typing during a save', () => {
  it('keeps a column widened during a save that merged in a colleague’s column, and their column too', () => {
    const { result } = setUp({ ViewColumns: 'FieldUid' });
    // Brand removed, then saved; the width typed while the save is on its way.
    act(() => result.current.form.setValue('ViewColumns', [column('name'), column('sku')]));
    act(() => result.current.typing.sending());
    act(() => result.current.form.setValue('ViewColumns', [column('name', '333'), column('sku')]));
    // The server's copy: merged with the colleague's column (the form's keys made anew).
    act(() => result.current.typing.saved({ Name: 'Search', ViewColumns: [column('name', '', 'n1'), column('sku', '', 'n2'), column('price', '', 'n3')] }));
    expect(result.current.form.getValues('ViewColumns')).toEqual([column('name', '333', 'n1'), column('sku', '', 'n2'), column('price', '', 'n3')]);
    expect(result.current.form.formState.dirtyFields.ViewColumns).toBeTruthy();
  });

  it('keeps a field typed during the save as typed', () => {
    const { result } = setUp();
    act(() => result.current.typing.sending());
    act(() => result.current.form.setValue('Name', 'Typed meanwhile'));
    act(() => result.current.typing.saved({ Name: 'Saved', ViewColumns: [column('name')] }));
    expect(result.current.form.getValues()).toEqual({ Name: 'Typed meanwhile', ViewColumns: [column('name')] });
  });
});

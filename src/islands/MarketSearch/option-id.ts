// DOM ids shared by the combobox (aria-activedescendant) and the listbox's options.
import type { ResultRow } from './result-rows.ts';

export const optionId = (listId: string, row: Pick<ResultRow, 'id'>) => `${listId}-${row.id.replace(/[^\w-]/g, '_')}`;

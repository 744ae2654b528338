// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  formatCardDate,
  formatDate,
  formatOverviewDate,
  formatPickerDate,
  formatPickerDateTime,
} from '@/domain/posting/format-date';

const MOMENT = new Date(2026, 10, 3, 7, 5); // 3 Nov 2026, 07:05 local

describe('date formats of spec section 9', () => {
  it('formats cards DD.MM.YYYY, pickers dd/MM/yyyy (HH:mm), the overview dd.MM.yy', () => {
    expect(DATE_FORMATS).toEqual({
      card: 'dd.MM.yyyy',
      cardDateTime: 'dd.MM.yyyy HH:mm',
      picker: 'dd/MM/yyyy',
      pickerDateTime: 'dd/MM/yyyy HH:mm',
      overview: 'dd.MM.yy',
      time: 'HH:mm',
    });
    expect(formatCardDate(MOMENT)).toBe('03.11.2026');
    expect(formatDate(MOMENT, 'cardDateTime')).toBe('03.11.2026 07:05');
    expect(formatPickerDate(MOMENT)).toBe('03/11/2026');
    expect(formatPickerDateTime(MOMENT)).toBe('03/11/2026 07:05');
    expect(formatOverviewDate(MOMENT)).toBe('03.11.26');
    expect(formatDate(MOMENT, 'time')).toBe('07:05');
  });

  it('reads ISO strings; an empty or unparsable value gives an empty text, never "Invalid Date"', () => {
    expect(formatCardDate('2026-11-03T07:05')).toBe('03.11.2026');
    expect(formatCardDate(new Date(2026, 10, 3, 7, 5).toISOString())).toBe('03.11.2026');
    expect(formatCardDate(null)).toBe('');
    expect(formatCardDate('')).toBe('');
    expect(formatCardDate('tomorrow')).toBe('');
  });
});

/** Calendar checks for identifiers that embed a date of birth (PESEL, HETU, personnummer, RRN, SA ID …). */

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when year/month/day (month 1–12) is a real date. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Two-digit fields of a digit string as numbers: fields('800101', 0, 2, 4) → [80, 1, 1]. */
export function twoDigitFields(digits: string, ...offsets: number[]): number[] {
  return offsets.map((o) => (digits.charCodeAt(o) - 48) * 10 + digits.charCodeAt(o + 1) - 48);
}

/** The week's days as the wire names them (MONDAY..SUNDAY), Monday first. */
export const WEEK_DAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
/** Monday to Friday: the working week. */
export const WORK_WEEK_DAYS = WEEK_DAYS.slice(0, 5) as readonly WeekDay[];

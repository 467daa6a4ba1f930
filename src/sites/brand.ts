/** The exchange's brand name, shown in titles and labels; not translated. */
export const BRAND = 'Nexa';

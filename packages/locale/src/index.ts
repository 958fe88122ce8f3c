export { LANGUAGES, isLanguage, localeFor, monthFirst, type Language, type Locale } from './locale';
export { formatNumber, formatPercent, formatQuantity, separatorsOf } from './numbers';
export { formatMoney, type MoneyOptions } from './money';
export { formatDate, formatDateRange, formatMonth, type DateOptions } from './dates';
export { monthName, weekdayName } from './names';

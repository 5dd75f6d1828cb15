/**
 * Limits of the spreadsheets admins upload (users, questions), checked before a workbook is
 * unpacked: an .xlsx is a ZIP archive, and a 1 MB archive can unpack to gigabytes.
 */
export const SHEET_MAX_UNPACKED_MB = 25;
export const SHEET_MAX_UNPACKED_BYTES = SHEET_MAX_UNPACKED_MB * 1024 * 1024;
/** A workbook holds a dozen or so parts; thousands of them is not a spreadsheet. */
export const SHEET_MAX_ZIP_ENTRIES = 500;

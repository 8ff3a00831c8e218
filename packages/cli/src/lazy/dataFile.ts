// Imported only dynamically, by loadDataFile.ts, for `-d`: the CSV parser (papaparse) loads only
// for a run with a data file.
export { parseDataFile } from '@courier/core';

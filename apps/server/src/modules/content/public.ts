/** What other modules may use of content: reading a pack, loading it, a question's columns, and the search text. */
export { parsePack } from './content-files.js';
export { loadPack } from './content-loader.js';
export { searchTextOf } from './content-search.js';
export { questionColumns } from './question-values.js';

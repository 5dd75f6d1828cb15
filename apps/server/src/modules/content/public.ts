/** What other modules may use of content: reading a pack, loading it, and the search text. */
export { parsePack } from './content-files.js';
export { loadPack } from './content-loader.js';
export { searchTextOf } from './content-search.js';

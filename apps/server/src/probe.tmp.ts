import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const a = new PGlite('memory://'); await a.waitReady; console.log('first', Date.now() - t);
t = Date.now();
const dump = await a.dumpDataDir('none'); console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const b = new PGlite('memory://'); await b.waitReady; console.log('second fresh', Date.now() - t);
t = Date.now();
const c = new PGlite('memory://', { loadDataDir: dump }); await c.waitReady; console.log('from dump', Date.now() - t);

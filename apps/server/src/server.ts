import closeWithGrace from 'close-with-grace';
import { API_BASE, paths } from '@awarequest/contracts';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedAccounts, type SeededAccount } from './seed.js';

/** Process entry: read the configuration, start, and close the database on the way out. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`closing on ${signal ?? 'request'}`);
    await app.close();
  });
  if (config.seed.isOn) printSeeded(await seedAccounts(app.ctx));
  const address = await app.listen({ host: config.host, port: config.port });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(
    `\nAwareQuest is running at ${shown}\n` +
      `  database: ${app.ctx.database.kind}${config.databaseUrl ? '' : ` (${config.dataDir}/pgdata)`}\n` +
      `  readiness: ${shown}${API_BASE}${paths.readiness}\n` +
      `  API docs:  ${shown}${API_BASE}${paths.docs}\n`,
  );
}

function printSeeded(accounts: SeededAccount[]) {
  if (accounts.length === 0) return;
  console.log('\nFirst start: these accounts were created. The passwords are shown only this once.');
  for (const account of accounts)
    console.log(`  ${account.role.padEnd(6)} ${account.email}  ${account.password}`);
}

await main();

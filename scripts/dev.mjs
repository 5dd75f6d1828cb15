// `npm run dev`: the API server (restarting on change) and Vite (hot reload, proxying /api) together.
import { spawn } from 'node:child_process';
import process from 'node:process';

const children = [
  // From the root, like `npm start`, so the data dir is ./data in both.
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@awarequest/web'], { stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) => child.on('exit', stopAll));

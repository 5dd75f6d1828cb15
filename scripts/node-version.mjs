/**
 * Why a running Node does not fit the pinned one, or null when it does: the majors must match
 * (24.x runs what 24.21.0 was tested on; 25 and 26 break happy-dom's localStorage).
 * @param {string} running process.versions.node, e.g. '20.20.2'
 * @param {string} pinned the .nvmrc version, e.g. '24.21.0'
 * @returns {string | null}
 */
export function nodeVersionProblem(running, pinned) {
  const wantedMajor = pinned.trim().replace(/^v/, '').split('.')[0];
  const runningMajor = running.replace(/^v/, '').split('.')[0];
  if (runningMajor === wantedMajor) return null;
  return (
    `AwareQuest needs Node ${wantedMajor} (pinned: ${pinned.trim()}); this is Node ${running}.\n` +
    `Run it through npm (npm test, npm start), which uses the pinned node from node_modules/.bin\n` +
    `after an 'npm install' that ran install scripts; or install Node ${wantedMajor} (nvm use reads .nvmrc).`
  );
}

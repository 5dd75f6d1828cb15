export function nodeVersionProblem(running: string, pinned: string): string | null;

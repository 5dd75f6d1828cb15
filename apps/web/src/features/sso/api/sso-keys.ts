export const ssoKeys = {
  adminConnections: ['admin', 'sso', 'connections'] as const,
  adminConnection: (id: string) => ['admin', 'sso', 'connections', id] as const,
  publicConnections: ['sso', 'connections'] as const,
};

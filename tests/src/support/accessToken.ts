// An access token as the API's carries the user (unsigned: the SPA only reads it).
export function accessTokenFor(userId: number, role: 'Member' | 'Admin' = 'Member', memberType = 'EmbryoCryo'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const user = JSON.stringify({ UserId: userId, Username: `user${String(userId)}`, Role: role, IVFCenterId: 1, MemberType: memberType });
  return `${encode({ alg: 'none' })}.${encode({ user, exp: 4_000_000_000 })}.signature`;
}

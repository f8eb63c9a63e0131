import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface EmulatedUser {
  /** Cognito's internal user name; with e-mail as the sign-in attribute it is the sub. */
  username: string;
  sub: string;
  attributes: Record<string, string>;
  status: 'CONFIRMED' | 'UNCONFIRMED' | 'EXTERNAL_PROVIDER';
  /** A Google or Microsoft identity (`<Provider>_<id>`): found by user name only, never by e-mail for a PIN sign-in. */
  external?: boolean;
  enabled: boolean;
  createdAt: string;
}

export interface RefreshRecord {
  username: string;
  /** Shared by every id/access token minted from this refresh token; revocation is keyed by it. */
  originJti: string;
  authTime: number;
  revoked: boolean;
  createdAt: string;
}

interface StoreFile {
  users: Record<string, EmulatedUser>;
  /** Keyed by sha256 of the refresh token: the file never holds a usable token. */
  refreshTokens: Record<string, RefreshRecord>;
}

export const USERS_FILE = 'cognito-users.json';

const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');

/** The emulator's users and refresh tokens, kept in one JSON file under dataDir across restarts. */
export class UserStore {
  private readonly file: string;
  private data: StoreFile;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, USERS_FILE);
    this.data = UserStore.load(this.file);
  }

  private static load(file: string): StoreFile {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoreFile>;
      return { users: parsed.users ?? {}, refreshTokens: parsed.refreshTokens ?? {} };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { users: {}, refreshTokens: {} };
      throw new Error(`Cannot read the Cognito emulator's users from ${file}: ${(err as Error).message}`);
    }
  }

  private save(): void {
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.data, null, 2), 'utf8');
    renameSync(tmp, this.file);
  }

  /** By user name, sub or (case-insensitively) e-mail: the identifiers Cognito accepts as USERNAME. */
  find(identifier: string): EmulatedUser | undefined {
    const id = identifier.trim();
    const lower = id.toLowerCase();
    return (
      this.data.users[id] ??
      Object.values(this.data.users).find(
        (u) => u.sub === id || (!u.external && (u.attributes.email ?? '').toLowerCase() === lower),
      )
    );
  }

  add(user: EmulatedUser): void {
    this.data.users[user.username] = user;
    this.save();
  }

  /** The user and every refresh token issued to them removed (AdminDeleteUser). */
  remove(username: string): void {
    delete this.data.users[username];
    for (const [token, r] of Object.entries(this.data.refreshTokens))
      if (r.username === username) delete this.data.refreshTokens[token];
    this.save();
  }

  list(): EmulatedUser[] {
    return Object.values(this.data.users);
  }

  addRefreshToken(token: string, record: RefreshRecord): void {
    this.data.refreshTokens[tokenKey(token)] = record;
    this.save();
  }

  refreshToken(token: string): RefreshRecord | undefined {
    return this.data.refreshTokens[tokenKey(token)];
  }

  isOriginRevoked(originJti: string): boolean {
    const record = Object.values(this.data.refreshTokens).find((r) => r.originJti === originJti);
    return !record || record.revoked;
  }

  revokeRefreshToken(token: string): void {
    const record = this.data.refreshTokens[tokenKey(token)];
    if (record && !record.revoked) {
      record.revoked = true;
      this.save();
    }
  }

  revokeAllFor(username: string): void {
    for (const r of Object.values(this.data.refreshTokens)) if (r.username === username) r.revoked = true;
    this.save();
  }
}

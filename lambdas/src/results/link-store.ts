import { writeAudited, type AuditEntry, type AuditEventInput } from '../db/audit';
import type { GroupShareLinkItem } from './group-share-link-store';
import type { ShareLinkItem } from './share-link-store';

/** The two kinds of results link, by their entity: a result's own link and a group results link. */
interface LinkItems {
  shareLink: ShareLinkItem;
  groupShareLink: GroupShareLinkItem;
}
export type LinkKind = keyof LinkItems;

/** A new link of `kind`, as written, with its audit event in the same transaction. */
export async function createLinkItem<K extends LinkKind, L extends LinkItems[K]>(
  kind: K,
  link: L,
  audit: AuditEventInput | AuditEntry,
): Promise<L> {
  const outcome = await writeAudited((entities) => entities[kind].create(link).commit(), audit);
  if (outcome !== 'written') throw new Error(`a new ${kind} token was taken`);
  return link;
}

/** The link revoked now by `by`, with its audit event; a link revoked meanwhile is left as it is (no event). */
export async function writeLinkRevoked(
  kind: LinkKind,
  token: string,
  revokedAt: string,
  by: string,
  audit: AuditEventInput,
): Promise<void> {
  await writeAudited(
    (entities) =>
      entities[kind]
        .patch({ token })
        .set({ revoked_at: revokedAt, revoked_by: by })
        .where((a, op) => op.notExists(a.revoked_at))
        .commit(),
    audit,
  );
}

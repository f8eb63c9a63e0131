import { auditItem, type AuditEventInput } from '../db/audit';
import { db } from '../db/service';
import { transactWrite, type TransactionOutcome } from '../db/transact';

// Apart from api-key-store (which every function's handler factory reads keys with): only the accounts function
// writes and deletes key references.

/**
 * One transaction: the new key's reference is written, the account records its hash (and gateway key), and the
 * old reference goes; it holds only while the account still names `previousHash` (or no key, without one).
 */
export async function swapApiKey(options: {
  owner: { emailKey: string; sub: string; email: string };
  previousHash: string | undefined;
  hash: string;
  gatewayKey: { id: string } | undefined;
  at: string;
  audit: AuditEventInput;
}): Promise<TransactionOutcome> {
  const { owner, previousHash, hash, gatewayKey, at } = options;
  return transactWrite(() =>
    db()
      .transaction.write((entities) => {
        const { apiKeyRef, user: users } = entities;
        return [
          apiKeyRef.create({ keyHash: hash, sub: owner.sub, email: owner.email, created_at: at }).commit(),
          users
            .patch({ emailKey: owner.emailKey })
            .set({
              apiKeyHash: hash,
              apiKeyIssuedAt: at,
              updatedAt: at,
              ...(gatewayKey ? { apiGatewayKeyId: gatewayKey.id } : {}),
            })
            .where((a, op) => (previousHash ? op.eq(a.apiKeyHash, previousHash) : op.notExists(a.apiKeyHash)))
            .commit(),
          ...(previousHash ? [apiKeyRef.delete({ keyHash: previousHash }).commit()] : []),
          auditItem(options.audit)(entities),
        ];
      })
      .go(),
  );
}

/** The hashes of every key reference an account has. */
export async function keyRefsOf(sub: string): Promise<string[]> {
  const { data } = await db().entities.apiKeyRef.query.byAccount({ sub }).go({ pages: 'all' });
  return data.map((ref) => ref.keyHash);
}

/** Deletes a key reference, only while the account does not name it (checked in the same transaction). */
export async function revokeKeyRef(userKey: string, keyHash: string): Promise<void> {
  await transactWrite(() =>
    db()
      .transaction.write(({ apiKeyRef, user: users }) => [
        users
          .check({ emailKey: userKey })
          .where((a, op) => op.ne(a.apiKeyHash, keyHash))
          .commit(),
        apiKeyRef.delete({ keyHash }).commit(),
      ])
      .go(),
  );
}

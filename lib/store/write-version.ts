import type { Tx } from './context'
import type { CheckedPackage } from './checked-package'

/** Stores each distinct file's bytes once, keyed by SHA-256; files already stored are not written again. */
export async function storeBlobs(tx: Tx, pkg: Pick<CheckedPackage, 'manifest' | 'files'>): Promise<void> {
  const wanted = new Map(pkg.manifest.map((entry, index) => [entry.sha256, pkg.files[index]!.bytes]))
  const present = await tx.blob.findMany({ where: { sha256: { in: [...wanted.keys()] } }, select: { sha256: true } })
  for (const { sha256 } of present) wanted.delete(sha256)
  if (wanted.size > 0) {
    await tx.blob.createMany({
      data: [...wanted].map(([sha256, bytes]) => ({ sha256, bytes: bytes as Uint8Array<ArrayBuffer>, size: bytes.byteLength })),
    })
  }
}

/** Stores a package's blobs and one immutable version row with its manifest. */
export async function writeVersion(
  tx: Tx,
  input: { skillId: number; number: number; pkg: CheckedPackage; parentHash: string | null; actor: string; reason: string; at: Date },
): Promise<void> {
  const { pkg } = input
  await storeBlobs(tx, pkg)
  await tx.skillVersion.create({
    data: {
      skillId: input.skillId,
      number: input.number,
      hash: pkg.hash,
      parentHash: input.parentHash,
      actor: input.actor,
      reason: input.reason,
      createdAt: input.at,
      files: { createMany: { data: pkg.manifest } },
    },
  })
}

/** Blobs no version or edit plan refers to any more; removed in the same transaction that orphaned them. */
export async function deleteOrphanBlobs(tx: Tx): Promise<void> {
  await tx.blob.deleteMany({ where: { files: { none: {} }, planFiles: { none: {} } } })
}

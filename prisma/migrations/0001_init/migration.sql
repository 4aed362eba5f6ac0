-- CreateTable
CREATE TABLE "Skill" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "builtIn" BOOLEAN NOT NULL DEFAULT false,
    "author" TEXT NOT NULL,
    "sourceKind" TEXT NOT NULL,
    "sourceUri" TEXT,
    "sourceRef" TEXT,
    "sourceCommit" TEXT,
    "sourcePath" TEXT,
    "sourceTreeSha" TEXT,
    "currentHash" TEXT NOT NULL,
    "approvedHash" TEXT,
    "versionCount" INTEGER NOT NULL DEFAULT 1,
    "lastOwnerEditAt" DATETIME,
    "lockedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "tier" TEXT NOT NULL DEFAULT 'read',
    "errorCount" INTEGER NOT NULL DEFAULT 0,
    "warningCount" INTEGER NOT NULL DEFAULT 0,
    "fileCount" INTEGER NOT NULL DEFAULT 0,
    "totalSize" INTEGER NOT NULL DEFAULT 0,
    "hasScripts" BOOLEAN NOT NULL DEFAULT false
);

-- CreateTable
CREATE TABLE "SkillVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "skillId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,
    "parentHash" TEXT,
    "actor" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SkillVersion_skillId_fkey" FOREIGN KEY ("skillId") REFERENCES "Skill" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VersionFile" (
    "versionId" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "executable" BOOLEAN NOT NULL DEFAULT false,

    PRIMARY KEY ("versionId", "path"),
    CONSTRAINT "VersionFile_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "SkillVersion" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "VersionFile_sha256_fkey" FOREIGN KEY ("sha256") REFERENCES "Blob" ("sha256") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Blob" (
    "sha256" TEXT NOT NULL PRIMARY KEY,
    "bytes" BLOB NOT NULL,
    "size" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "skillName" TEXT,
    "hash" TEXT,
    "details" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "Skill_name_key" ON "Skill"("name");

-- CreateIndex
CREATE INDEX "SkillVersion_skillId_hash_idx" ON "SkillVersion"("skillId", "hash");

-- CreateIndex
CREATE UNIQUE INDEX "SkillVersion_skillId_number_key" ON "SkillVersion"("skillId", "number");

-- CreateIndex
CREATE INDEX "VersionFile_sha256_idx" ON "VersionFile"("sha256");

-- CreateIndex
CREATE INDEX "AuditEvent_skillName_createdAt_idx" ON "AuditEvent"("skillName", "createdAt");


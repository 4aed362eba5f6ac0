-- AlterTable
ALTER TABLE "Skill" ADD COLUMN "draftRationale" TEXT;
ALTER TABLE "Skill" ADD COLUMN "draftSourceChats" TEXT;

-- CreateTable
CREATE TABLE "EditPlan" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "skillName" TEXT NOT NULL,
    "baseHash" TEXT NOT NULL,
    "newHash" TEXT NOT NULL,
    "rationale" TEXT NOT NULL,
    "diffs" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "session" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "decidedAt" DATETIME,
    "rejectReason" TEXT
);

-- CreateTable
CREATE TABLE "EditPlanFile" (
    "planId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "executable" BOOLEAN NOT NULL DEFAULT false,

    PRIMARY KEY ("planId", "path"),
    CONSTRAINT "EditPlanFile_planId_fkey" FOREIGN KEY ("planId") REFERENCES "EditPlan" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EditPlanFile_sha256_fkey" FOREIGN KEY ("sha256") REFERENCES "Blob" ("sha256") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "EditPlan_status_createdAt_idx" ON "EditPlan"("status", "createdAt");

-- CreateIndex
CREATE INDEX "EditPlan_skillName_idx" ON "EditPlan"("skillName");

-- CreateIndex
CREATE INDEX "EditPlanFile_sha256_idx" ON "EditPlanFile"("sha256");

